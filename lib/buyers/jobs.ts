// What the importer and the benchmarks use of buyers (a side door that loads without a request or Next's router): how
// a buyer is named, keyed and identified, and the page and price-line reads bench:awards times.
export {
  buyerIdFor,
  buyerKey,
  buyerNameKey,
  buyerTownKey,
  displayBuyerName,
  normalizeBuyerIdentifier,
  type BuyerIdentity,
} from './names';
export { findBuyerDetail } from './queries';
export { findPriceCell } from './prices';

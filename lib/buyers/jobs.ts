// What the importer uses of buyers (a side door that loads without a request): how a buyer is named, keyed and
// identified, so the tenders it writes point at the right buyer.
export {
  buyerIdFor,
  buyerKey,
  buyerNameKey,
  buyerTownKey,
  displayBuyerName,
  normalizeBuyerIdentifier,
  type BuyerIdentity,
} from './names';

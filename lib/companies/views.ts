// The companies domain's views (a side door): a company's name as shown, and the subcontractor filters' choices
// and labels, for pages and their components.
export { displayCompanyName } from './names';
export {
  cpvLevels,
  describeCpvPrefix,
  levelLabels,
  periodLabels,
  periods,
  sortLabels,
  subcontractorSorts,
  type SubcontractorFilters,
} from './subcontractor-filters';

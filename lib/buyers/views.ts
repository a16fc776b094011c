// The buyers domain's views (a side door): a buyer page's path, its search link and the links to the lots behind a
// price figure, for pages and components.
export function buyerPath(id: string): string {
  return `/buyers/${id}`;
}

/** The search for a buyer's tenders (the search's buyer filter takes the buyer's id). */
export function buyerSearchHref(id: string): string {
  return `/tenders?buyer_id=${id}&open=false`;
}

/** The priced lots behind a statistics cell's figures. */
export function cellLotsHref(cell: { cpvPrefix: string; countryCode: string; year: number }): string {
  return `/awards?cpv=${cell.cpvPrefix}&country=${cell.countryCode}&year=${cell.year}`;
}

/** The priced lots behind a buyer's typical value. */
export function buyerLotsHref(id: string): string {
  return `/awards?buyer=${id}`;
}

const cpvLevelNames: Record<number, string> = { 2: 'division', 3: 'group', 4: 'class' };

/** 'CPV class 7132' for a statistics cell's prefix. */
export function cpvPrefixLabel(prefix: string): string {
  return `CPV ${cpvLevelNames[prefix.length] ?? 'code'} ${prefix}`;
}

// The buyers domain's views (a side door): a buyer page's path and its search link, for pages and components.
export function buyerPath(id: string): string {
  return `/buyers/${id}`;
}

/** The search for a buyer's tenders (the search's buyer filter takes the buyer's id). */
export function buyerSearchHref(id: string): string {
  return `/tenders?buyer_id=${id}&open=false`;
}

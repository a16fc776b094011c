import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: "Solutions",
  description: "How companies, consultants and public buyers use the product.",
  path: '/solutions',
});

export default function SolutionsPage() {
  return (
    <NotAvailableYet
      title={"Solutions"}
      lead={"How companies, consultants and public buyers use the product."}
      plans={[
  "For bidders: find relevant tenders early and decide quickly which ones to bid for.",
  "For consultants: monitor many clients' markets with alerts and shared analyses.",
  "For subcontractors: be found by the companies bidding for a tender."
]}
      links={[{ href: '/tenders', label: 'Search tenders' }, { href: '/pricing', label: 'See pricing' }]}
    />
  );
}

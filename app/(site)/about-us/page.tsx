import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: "About us",
  description: "We build the fastest and clearest way to find and understand public tenders in Europe.",
  path: '/about-us',
});

export default function AboutUsPage() {
  return (
    <NotAvailableYet
      title={"About us"}
      lead={"We build the fastest and clearest way to find and understand public tenders in Europe."}
      plans={[
  "Who we are and why we started.",
  "Where our tender data comes from (TED, the EU's Official Journal) and how often it is updated.",
  "How we use AI, and what it never does with your data."
]}
      links={[{ href: '/contact', label: 'Contact us' }, { href: '/blog', label: 'Read the blog' }]}
    />
  );
}

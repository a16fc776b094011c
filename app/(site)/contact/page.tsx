import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: "Contact",
  description: "Questions about tenders, your account or a partnership: write to us.",
  path: '/contact',
});

export default function ContactPage() {
  return (
    <NotAvailableYet
      title={"Contact"}
      lead={"Questions about tenders, your account or a partnership: write to us."}
      plans={[
  "A contact form that reaches our team, with a copy to you by email.",
  "Answers to common questions about search, AI analysis and billing.",
  "Our company details for invoices and legal notices."
]}
      links={[{ href: '/about-us', label: 'About us' }, { href: '/tenders', label: 'Search tenders' }]}
    />
  );
}

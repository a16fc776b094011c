import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: "Terms of service",
  description: "The terms for using the product.",
  path: '/terms-of-service',
});

export default function TermsOfServicePage() {
  return (
    <NotAvailableYet
      title={"Terms of service"}
      lead={"The terms for using the product."}
      plans={[
  "The agreement between you and the publisher when you use the site and its accounts, plans and credits."
]}
      links={[{ href: '/terms-of-service-ai', label: 'Terms of service (AI)' }, { href: '/privacy-policy', label: 'Privacy policy' }]}
    />
  );
}

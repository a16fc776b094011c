import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: "Privacy policy",
  description: "How we collect, use and protect personal data.",
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return (
    <NotAvailableYet
      title={"Privacy policy"}
      lead={"How we collect, use and protect personal data."}
      plans={[
  "Which personal data we process, why, and on what legal basis (GDPR).",
  "How long we keep it, who processes it for us, and your rights."
]}
      links={[{ href: '/contact', label: 'Contact us' }]}
    />
  );
}

import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: "Terms of service (AI)",
  description: "Additional terms for the AI analysis features.",
  path: '/terms-of-service-ai',
});

export default function TermsOfServiceAiPage() {
  return (
    <NotAvailableYet
      title={"Terms of service (AI)"}
      lead={"Additional terms for the AI analysis features."}
      plans={[
  "What the AI features do with tender documents, their limits, and your responsibility for bid decisions."
]}
      links={[{ href: '/terms-of-service', label: 'Terms of service' }]}
    />
  );
}

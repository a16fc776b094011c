import { LegalPage } from '@/components/content/legal-page';
import { getLegalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const document = await getLegalDocument('terms-of-service-ai');
  return pageMetadata({ title: document.title, description: document.description, path: '/terms-of-service-ai' });
}

export default async function TermsOfServiceAiPage() {
  return <LegalPage document={await getLegalDocument('terms-of-service-ai')} />;
}

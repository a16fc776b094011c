import { LegalPage } from '@/components/content/legal-page';
import { getLegalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const document = await getLegalDocument('terms-of-service');
  return pageMetadata({ title: document.title, description: document.description, path: '/terms-of-service' });
}

export default async function TermsOfServicePage() {
  return <LegalPage document={await getLegalDocument('terms-of-service')} />;
}

import { LegalPage } from '@/components/content/legal-page';
import { getLegalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const document = await getLegalDocument('privacy-policy');
  return pageMetadata({ title: document.title, description: document.description, path: '/privacy-policy' });
}

export default async function PrivacyPolicyPage() {
  return <LegalPage document={await getLegalDocument('privacy-policy')} />;
}

import type { Metadata } from 'next';
import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';
import { tenderOr404 } from '@/lib/tenders/pages';

export async function generateMetadata({ params }: PageProps<'/tenders/[tenderId]'>): Promise<Metadata> {
  const tender = await tenderOr404(params);
  return pageMetadata({
    title: tender.title,
    description: tender.contractingAuthorityName ? `Public tender by ${tender.contractingAuthorityName}.` : 'Public tender.',
    path: `/tenders/${tender.id}`,
  });
}

export default async function TenderPage({ params }: PageProps<'/tenders/[tenderId]'>) {
  const tender = await tenderOr404(params);
  const links = [
    ...(tender.url ? [{ href: tender.url, label: 'Original notice on TED' }] : []),
    { href: `/api/tenders/${tender.id}`, label: 'Tender data (JSON)' },
    { href: '/tenders', label: 'Search tenders' },
  ];
  return (
    <NotAvailableYet
      title={tender.title}
      lead={[tender.contractingAuthorityName, tender.isSample ? 'Sample data' : null].filter(Boolean).join(' · ')}
      plans={[
        'Key facts first: deadline with time zone and days left, estimated value, buyer and contact, CPV, place of performance.',
        'The description, lots, documents and submission links, awards and the notice history.',
      ]}
      links={links}
    />
  );
}

import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

const title = 'Tenders';
const lead = 'Search public tenders by keyword, country, CPV code, region, deadline and value.';

export async function generateMetadata({ searchParams }: PageProps<'/tenders'>) {
  return pageMetadata({ title, description: lead, path: '/tenders', searchParams: await searchParams });
}

export default function TendersPage() {
  return (
    <NotAvailableYet
      title={title}
      lead={lead}
      plans={[
        'Full-text search with quoted phrases, exclusions and OR.',
        'Filters for country, CPV code, NUTS region, notice and procedure type, dates and estimated value, with counts.',
        'Sorting by relevance, newest, deadline or value; 20 results a page.',
      ]}
      links={[
        { href: '/', label: 'Home' },
        { href: '/blog/guides/cpv-codes-explained', label: 'CPV codes explained' },
      ]}
    />
  );
}

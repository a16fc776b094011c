import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Alerts',
  description: 'Email alerts for your saved searches.',
  path: '/alerts',
});

export default async function AlertsPage() {
  await requireUserOrLogin();
  return (
    <NotAvailableYet
      title={'Alerts'}
      lead={'Email alerts for your saved searches.'}
      plans={[
        'Save any search as an alert and choose how often to be emailed.',
        'See which new tenders each alert found, pause or delete alerts.',
      ]}
      links={[{ href: '/tenders', label: 'Search tenders' }]}
    />
  );
}

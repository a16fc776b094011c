import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Subscription',
  description: 'The page you come back to after checkout.',
  path: '/subscription/return',
});

export default function SubscriptionReturnPage() {
  return (
    <NotAvailableYet
      title={'Subscription'}
      lead={'The page you come back to after checkout.'}
      plans={['Confirms your plan and credits after payment, or explains what went wrong and how to retry.']}
      links={[
        { href: '/pricing', label: 'See pricing' },
        { href: '/dashboard', label: 'Go to your dashboard' },
      ]}
    />
  );
}

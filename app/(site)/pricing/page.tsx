import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Pricing',
  description: 'Search is free. Plans with credits unlock AI analysis, chat and alerts.',
  path: '/pricing',
});

export default function PricingPage() {
  return (
    <NotAvailableYet
      title={'Pricing'}
      lead={'Search is free. Plans with credits unlock AI analysis, chat and alerts.'}
      plans={[
        'A free plan for searching and saving tenders.',
        'Paid plans with monthly credits for AI summary and compliance reports and the tender chat.',
        'Transparent credit costs per analysis, shown before you spend them.',
        'Checkout and invoices through Stripe; cancel any time.',
      ]}
      links={[{ href: '/tenders', label: 'Search tenders for free' }]}
    />
  );
}

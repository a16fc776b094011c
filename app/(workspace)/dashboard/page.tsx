import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: "Dashboard",
  description: "Your saved tenders, analyses, alerts and credits in one place.",
  path: '/dashboard',
});

export default function DashboardPage() {
  return (
    <NotAvailableYet
      title={"Dashboard"}
      lead={"Your saved tenders, analyses, alerts and credits in one place."}
      plans={[
  "Saved tenders with their deadlines.",
  "Your AI reports and chats, your alerts, and your remaining credits."
]}
      links={[{ href: '/tenders', label: 'Search tenders' }, { href: '/settings', label: 'Settings' }]}
    />
  );
}

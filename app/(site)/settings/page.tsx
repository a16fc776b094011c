import { NotAvailableYet } from '@/components/layout/not-available-yet';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: "Settings",
  description: "Your profile, company details, sign-in and preferences.",
  path: '/settings',
});

export default function SettingsPage() {
  return (
    <NotAvailableYet
      title={"Settings"}
      lead={"Your profile, company details, sign-in and preferences."}
      plans={[
  "Profile and company details, and an optional public profile for subcontractor discovery.",
  "Change your email or password, sign out of all devices, or delete your account.",
  "Theme and notification preferences."
]}
      links={[{ href: '/dashboard', label: 'Dashboard' }]}
    />
  );
}

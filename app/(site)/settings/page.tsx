import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountForm,
  ProfileForm,
  PublicProfileForm,
  SignOutEverywhere,
  ThemeChoice,
} from '@/components/account/settings-forms';
import { BillingPanel } from '@/components/billing/billing-panel';
import { CpvCodesSettings } from '@/components/companies/cpv-codes-settings';
import { BidDecisionSettings } from '@/components/scorecard/bid-decision-settings';
import { getProfile, getPublicProfile } from '@/lib/account';
import { getMyBillingOverview } from '@/lib/billing';
import { requireUserOrLogin } from '@/lib/auth/user';
import { getCpvSettings, getSubcontractingChoices } from '@/lib/companies';
import { pageMetadata } from '@/lib/seo/metadata';
import {
  changeEmailAction,
  cancelAtPeriodEndAction,
  changePasswordAction,
  decideCpvSuggestionAction,
  deleteAccountAction,
  openBillingPortalAction,
  resumeSubscriptionAction,
  requestCpvSuggestionsAction,
  saveCompanyCodesAction,
  saveProfileAction,
  savePublicProfileAction,
  signOutEverywhereAction,
} from './actions';
import * as bidDecisionActions from './bid-decisions/actions';
import { WebhookSection } from './webhook-section';

export const metadata = pageMetadata({
  title: 'Settings',
  description: 'Your profile, company details, billing, sign-in and preferences.',
  path: '/settings',
});

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-xl border border-border bg-card p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-muted-fg">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export default async function SettingsPage() {
  const user = await requireUserOrLogin();
  const [profile, publicProfile, billing, cpvSettings] = await Promise.all([
    getProfile(user.id),
    getPublicProfile(user.id),
    getMyBillingOverview(),
    getCpvSettings(user.id),
  ]);
  const choices = await getSubcontractingChoices(user.id, publicProfile);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title="Settings" lead="Your profile, company details, billing, sign-in and preferences." />
      <div className="space-y-8">
        <Section id="profile" title="Profile" lead="Your name and company are required; they appear on your reports.">
          <ProfileForm initial={profile} action={saveProfileAction} />
        </Section>
        <Section
          id="cpv-codes"
          title="CPV codes"
          lead="What your company offers, as CPV codes: chosen yourself, or accepted from suggestions."
        >
          <CpvCodesSettings
            settings={cpvSettings}
            actions={{
              save: saveCompanyCodesAction,
              request: requestCpvSuggestionsAction,
              decide: decideCpvSuggestionAction,
            }}
          />
        </Section>
        <BidDecisionSettings actions={bidDecisionActions} />
        <Section
          id="public-profile"
          title="Public profile"
          lead="An optional profile other users can see, for example to find subcontractors."
        >
          <PublicProfileForm initial={publicProfile} choices={choices} action={savePublicProfileAction} />
        </Section>
        {billing ? (
          <Section id="billing" title="Billing" lead="Your plan, its renewal, and every change to your credits.">
            <BillingPanel
              overview={billing}
              cancelAction={cancelAtPeriodEndAction}
              resumeAction={resumeSubscriptionAction}
              portalAction={openBillingPortalAction}
            />
          </Section>
        ) : null}
        <WebhookSection />
        <Section id="email" title="Email address">
          <ChangeEmailForm email={user.email ?? ''} action={changeEmailAction} />
        </Section>
        <Section id="password" title="Password">
          <ChangePasswordForm action={changePasswordAction} />
        </Section>
        <Section id="theme" title="Appearance">
          <ThemeChoice />
        </Section>
        <Section id="sessions" title="Sessions" lead="Signs you out here and on every other device, phone or browser.">
          <SignOutEverywhere action={signOutEverywhereAction} />
        </Section>
        <Section id="delete" title="Delete account">
          <DeleteAccountForm action={deleteAccountAction} />
        </Section>
      </div>
    </div>
  );
}

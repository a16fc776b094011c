// Plans, credit packs, credit costs and a short FAQ, all from lib/billing/plans.ts. Static: the current-plan mark
// and the checkout buttons are a client island fed by the account state.
import type { ReactNode } from 'react';
import { CreditCostTable, CreditPackList, PlanGrid, PricingFaq } from '@/components/billing/pricing-tables';
import { PageHeader } from '@/components/layout/page-header';
import { pageMetadata } from '@/lib/seo/metadata';
import { startCheckoutAction } from './actions';

export const metadata = pageMetadata({
  title: 'Pricing',
  description:
    'Search is free. Pro and Business plans add monthly credits for AI analysis and chat, and more alerts. Prices in euros, VAT excluded.',
  path: '/pricing',
});

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-muted-fg">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function PricingPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeader
        title="Pricing"
        lead="Search is free. Plans add monthly credits for AI analysis and chat, and more alerts. Prices in euros, VAT excluded."
      />
      <Section id="plans" title="Plans">
        <PlanGrid action={startCheckoutAction} />
      </Section>
      <Section id="packs" title="Credit packs" lead="One-off credits on top of any plan. They do not expire.">
        <CreditPackList action={startCheckoutAction} />
      </Section>
      <Section id="costs" title="What credits pay for">
        <CreditCostTable />
      </Section>
      <Section id="faq" title="Questions">
        <PricingFaq />
      </Section>
    </div>
  );
}

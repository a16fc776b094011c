// Plans, credit packs, credit costs and a short FAQ, all from lib/billing's plans. Static (the analysis named as the
// build's configuration says): the current-plan mark and the checkout buttons are a client island fed by the
// account state.
import type { ReactNode } from 'react';
import { CreditCostTable, CreditPackList, PlanGrid, PricingFaq } from '@/components/billing/pricing-tables';
import { PageHeader } from '@/components/layout/page-header';
import { serverAnalysisWording } from '@/lib/ai';
import { creditCosts, creditsInWords, plans } from '@/lib/billing';
import { pageMetadata } from '@/lib/seo/metadata';
import { startCheckoutAction } from './actions';

const analysis = serverAnalysisWording();
const lead = `Search is free. Plans add monthly credits for the ${analysis.name} and its chat, and more alerts. Prices in euros, VAT excluded.`;

export const metadata = pageMetadata({ title: 'Pricing', description: lead, path: '/pricing' });

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
      <PageHeader title="Pricing" lead={lead}>
        <p className="mt-3 max-w-3xl" data-testid="credit-costs">
          Unlocking a tender’s analysis costs <strong>{creditCosts.analysisUnlock} credits</strong>, once; each chat
          question costs <strong>{creditCosts.chatQuestion} credit</strong>. The free plan’s {plans.free.monthlyCredits}{' '}
          credits a month are {creditsInWords(plans.free.monthlyCredits)}.
        </p>
        {analysis.withModel ? <p className="mt-2 max-w-3xl text-sm text-muted-fg">{analysis.withModel}</p> : null}
      </PageHeader>
      <Section id="plans" title="Plans">
        <PlanGrid action={startCheckoutAction} />
      </Section>
      <Section id="packs" title="Credit packs" lead="One-off credits on top of any plan. They do not expire.">
        <CreditPackList action={startCheckoutAction} />
      </Section>
      <Section id="costs" title="What credits pay for">
        <CreditCostTable analysis={analysis} />
      </Section>
      <Section id="faq" title="Questions">
        <PricingFaq />
      </Section>
    </div>
  );
}

// The pricing page's content from lib/billing's plans: the plans side by side with what each allows (the numbers
// alerts, the chat and uploads enforce), the credit packs, what each action costs, and the questions people ask.
// Server-rendered; only the buttons are a client island.
import { Check } from 'lucide-react';
import type { FormAction } from '@/lib/actions';
import type { AnalysisWording } from '@/lib/ai';
import { creditCosts, creditPacks, creditsInWords, formatEuros, limitsOf, plans, type Plan } from '@/lib/billing/views';
import { PlanChoice } from './plan-choice';

const planOrder: Plan[] = [plans.free, plans.pro, plans.business];

function credits(n: number): string {
  return `${n.toLocaleString('en')} credit${n === 1 ? '' : 's'}`;
}

/** A plan's allowances in words, from the same numbers that are enforced. */
export function planFeatures(plan: Plan): string[] {
  const limits = limitsOf(plan);
  return [
    `${credits(limits.monthlyCredits)} every month: ${creditsInWords(limits.monthlyCredits)}`,
    `${limits.alerts.toLocaleString('en')} search alerts`,
    `Up to ${limits.chatQuestionsPerDay.toLocaleString('en')} chat questions a day, ${credits(creditCosts.chatQuestion)} each`,
    `${limits.uploadsPerHour.toLocaleString('en')} document uploads an hour`,
    'Unlimited search, saved and own tenders',
  ];
}

function PlanCard({ plan, action }: { plan: Plan; action: FormAction<never> }) {
  const featured = plan.id === 'pro';
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className={`flex flex-col rounded-xl border bg-card p-6 ${featured ? 'border-accent shadow-lg' : 'border-border'}`}
      data-testid={`plan-${plan.id}`}
    >
      <h3 id={`plan-${plan.id}`} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-fg">{plan.summary}</p>
      <p className="mt-4">
        <span className="text-4xl font-bold">{formatEuros(plan.monthlyPriceCents)}</span>
        <span className="text-muted-fg"> / month</span>
      </p>
      <p className="text-sm text-muted-fg">
        {plan.monthlyPriceCents > 0 ? 'plus VAT where it applies' : 'free forever'}
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PlanChoice
          product={plan.stripeLookupKey ? `plan:${plan.id}` : null}
          planId={plan.id}
          label={plan.stripeLookupKey ? `Choose ${plan.name}` : 'Start for free'}
          accessibleLabel={plan.stripeLookupKey ? `Choose the ${plan.name} plan` : 'Start with the free plan'}
          action={action}
        />
      </div>
    </section>
  );
}

export function PlanGrid({ action }: { action: FormAction<never> }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {planOrder.map((plan) => (
        <PlanCard key={plan.id} plan={plan} action={action} />
      ))}
    </div>
  );
}

export function CreditPackList({ action }: { action: FormAction<never> }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {creditPacks.map((pack) => (
        <div
          key={pack.id}
          className="flex items-center justify-between gap-4 rounded-xl border border-border bg-card p-6"
          data-testid={`pack-${pack.id}`}
        >
          <div>
            <h3 className="text-lg font-semibold">{pack.credits} credits</h3>
            <p className="text-sm text-muted-fg">
              {formatEuros(pack.priceCents)} once, plus VAT where it applies ·{' '}
              {formatEuros(Math.round(pack.priceCents / pack.credits))} a credit
            </p>
          </div>
          <PlanChoice
            product={`pack:${pack.id}`}
            label="Buy"
            accessibleLabel={`Buy ${pack.credits} credits for ${formatEuros(pack.priceCents)}`}
            action={action}
          />
        </div>
      ))}
    </div>
  );
}

export function CreditCostTable({ analysis }: { analysis: AnalysisWording }) {
  const rows = [
    {
      action: `Unlock a tender’s ${analysis.name}: its summary, compliance report and chat`,
      credits: credits(creditCosts.analysisUnlock),
      note: 'once per tender',
    },
    { action: 'Ask the tender chat a question', credits: credits(creditCosts.chatQuestion), note: 'per question' },
    { action: 'Search, save tenders, add your own, receive alerts', credits: 'free', note: 'always' },
  ];
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">What each action costs in credits</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Action
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            Credits
          </th>
          <th scope="col" className="py-2 font-semibold">
            When
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.action} className="border-b border-border last:border-0">
            <td className="py-2 pr-4">{row.action}</td>
            <td className="py-2 pr-4 font-semibold">{row.credits}</td>
            <td className="py-2 text-muted-fg">{row.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const faq = [
  {
    q: 'Is VAT included in the prices?',
    a: 'No. Prices are in euros without VAT; VAT is added at checkout where it applies, and your invoice shows it.',
  },
  {
    q: 'What happens to credits I do not use?',
    a: 'They stay on your balance and do not expire, including credits you buy in packs. A paid plan adds its credits with every monthly payment.',
  },
  {
    q: 'Can I cancel any time?',
    a: 'Yes. Cancel in Settings → Billing: your plan stays until the end of the period you paid for, then you are back on Free with the credits you have.',
  },
  {
    q: 'What if a payment fails?',
    a: 'We tell you by email and on every page, and Stripe tries again over the next days. Your plan stays active meanwhile; update your card in Settings → Billing.',
  },
  {
    q: 'How do you handle payments?',
    a: 'Stripe processes every payment; we never see or store your card number. Invoices and payment methods are in the billing portal linked from Settings.',
  },
];

export function PricingFaq() {
  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-card">
      {faq.map((item) => (
        <details key={item.q} className="group p-4">
          <summary className="cursor-pointer font-semibold">{item.q}</summary>
          <p className="mt-2 text-muted-fg">{item.a}</p>
        </details>
      ))}
    </div>
  );
}

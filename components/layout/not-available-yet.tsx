// An honest frame for a page whose feature has not shipped: what it will do, and where to go meanwhile.
import { Construction } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from './page-header';

export interface NotAvailableYetProps {
  title: string;
  lead: string;
  /** What the page will offer, one short line each. */
  plans: string[];
  links?: { href: string; label: string }[];
}

export function NotAvailableYet({ title, lead, plans, links = [] }: NotAvailableYetProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader title={title} lead={lead} />
      <div role="status" className="flex items-start gap-3 rounded-lg border border-border bg-muted-bg p-4">
        <Construction aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
        <p>
          <strong>Not available yet.</strong> This part of the product is being built; nothing on this page is sample or
          placeholder data.
        </p>
      </div>
      <h2 className="mt-8 text-xl font-semibold">What this page will do</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-muted-fg">
        {plans.map((plan) => (
          <li key={plan}>{plan}</li>
        ))}
      </ul>
      {links.length > 0 ? (
        <ul className="mt-8 flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant="secondary">
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

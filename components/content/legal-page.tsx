// A legal document page: title, last-updated date, the draft notice while counsel reviews it, the text.
import { FileWarning } from 'lucide-react';
import Link from 'next/link';
import { Markdown } from '@/components/content/markdown';
import { LongDate } from '@/components/content/long-date';
import { PageHeader } from '@/components/layout/page-header';
import type { LegalDocument } from '@/lib/content/legal';

const legalLinks = [
  { name: 'privacy-policy', href: '/privacy-policy', label: 'Privacy policy' },
  { name: 'terms-of-service', href: '/terms-of-service', label: 'Terms of service' },
  { name: 'terms-of-service-ai', href: '/terms-of-service-ai', label: 'Terms of service (AI)' },
] as const;

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title={document.title} lead={document.description}>
        <p className="mt-3 text-sm text-muted-fg">
          Last updated <LongDate date={document.lastUpdated} />
        </p>
      </PageHeader>
      {document.draft ? (
        <div
          role="note"
          className="mb-8 flex items-start gap-3 rounded-lg border border-border bg-muted-bg p-4"
          data-testid="legal-draft-notice"
        >
          <FileWarning aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
          <p>
            <strong>Draft for legal review.</strong> This text describes how the service works today and is being
            reviewed by counsel; the reviewed version may change its wording. Questions in the meantime are welcome
            through the{' '}
            <Link prefetch={false} href="/contact" className="text-accent underline underline-offset-4">
              contact form
            </Link>
            .
          </p>
        </div>
      ) : null}
      <Markdown>{document.body}</Markdown>
      <nav aria-label="Legal documents" className="mt-12 border-t border-border pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {legalLinks
            .filter((link) => link.name !== document.name)
            .map((link) => (
              <li key={link.href}>
                <Link prefetch={false} href={link.href} className="text-accent underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}

// Where to read the documents and where to bid: the buyer's own links, lots' links, and the notice on TED.
import { ExternalLink } from 'lucide-react';
import type { TenderRow } from '@/lib/tenders';

interface TenderLink {
  href: string;
  label: string;
}

/** The tender's links with the lots' own, each URL once, documents first. */
function linksOf(tender: TenderRow): TenderLink[] {
  const links: TenderLink[] = [];
  const seen = new Set<string>();
  const add = (href: string | null, label: string) => {
    if (!href || seen.has(href) || !/^https?:\/\//i.test(href)) return;
    seen.add(href);
    links.push({ href, label });
  };
  add(tender.documentsUrl, 'Procurement documents');
  for (const lot of tender.lotsDetails) add(lot.documents_url, `Procurement documents of ${lot.id}`);
  add(tender.submissionUrl, 'Submit a tender');
  for (const lot of tender.lotsDetails) add(lot.submission_url, `Submit a tender for ${lot.id}`);
  // Imported tenders link their TED notice; a tender a user added links whatever page they gave.
  add(tender.url, tender.source === 'user' ? 'Original notice' : 'Original notice on TED');
  return links;
}

export function TenderLinks({ tender }: { tender: TenderRow }) {
  const links = linksOf(tender);
  return (
    <section aria-labelledby="links-heading" className="mt-10">
      <h2 id="links-heading" className="text-xl font-semibold">
        Documents and submission
      </h2>
      {links.length === 0 ? (
        <p className="mt-3 text-muted-fg">The notice links no documents or submission site.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                rel="noopener noreferrer nofollow"
                target="_blank"
                className="inline-flex items-center gap-1.5 text-accent underline-offset-4 hover:underline"
              >
                {link.label}
                <ExternalLink aria-hidden className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <a href={`/api/tenders/${tender.id}`} className="text-muted-fg underline-offset-4 hover:underline">
          This tender as JSON
        </a>
      </p>
    </section>
  );
}

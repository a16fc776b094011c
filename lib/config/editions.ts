// What differs between the EU and the Austria edition: names, copy and default host.
import type { Edition } from './env-schema';

export interface EditionSettings {
  edition: Edition;
  siteName: string;
  title: string;
  description: string;
  keywords: string[];
  defaultSiteUrl: string;
  /** Country codes the edition searches by default; empty means all of them. */
  scopeCountries: string[];
}

export function editionSettings(edition: Edition, productName: string): EditionSettings {
  if (edition === 'at') {
    return {
      edition,
      siteName: `${productName} Austria`,
      title: `${productName} Austria: search Austrian public tenders for free`,
      description:
        'Search every Austrian public tender published on TED for free, filter by CPV code, region and deadline, and get summaries and compliance reports quoted from the tender documents.',
      keywords: [
        'Austria public tenders',
        'Ausschreibungen Österreich',
        'TED Austria',
        'öffentliche Aufträge',
        'CPV search',
        'tender alerts',
      ],
      defaultSiteUrl: 'https://at.tenderscope.eu',
      scopeCountries: ['AT'],
    };
  }
  return {
    edition,
    siteName: productName,
    title: `${productName}: search EU public tenders for free`,
    description:
      'Free, fast search of public tenders across the European Union, with summaries and compliance reports quoted from the tender documents, and alerts for saved searches.',
    keywords: [
      'public tenders',
      'EU tenders',
      'TED search',
      'public procurement',
      'CPV codes',
      'tender alerts',
      'bid intelligence',
    ],
    defaultSiteUrl: 'https://tenderscope.eu',
    scopeCountries: [],
  };
}

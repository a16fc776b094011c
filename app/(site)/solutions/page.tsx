import { Briefcase, Handshake, Landmark, Rocket, Search, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { serverAnalysisWording } from '@/lib/ai';
import { productName } from '@/lib/config/public';
import { pageMetadata } from '@/lib/seo/metadata';

const lead =
  'Built for four kinds of teams: companies bidding for their first public contract, bid consultancies, subcontractors looking for partners, and suppliers to the Austrian public sector.';

export const metadata = pageMetadata({
  title: 'Solutions',
  description: `How SMEs, bid consultancies, subcontractors and suppliers in Austria use ${productName} to find public tenders and decide which to bid for.`,
  path: '/solutions',
});

interface Audience {
  id: string;
  icon: LucideIcon;
  title: string;
  problem: string;
  points: string[];
  guide: { href: string; label: string };
  search: { href: string; label: string };
}

const audiences: Audience[] = [
  {
    id: 'first-time-bidders',
    icon: Rocket,
    title: 'SMEs bidding for the first time',
    problem:
      'You know your trade, but not where tenders are published, which ones suit a company your size, or what a 60-page specification really asks for.',
    points: [
      'Search by what you do and where you work: keywords, CPV codes, country and region, with the deadline and estimated value in every result.',
      'Read a summary of the documents before you open them (deadlines, value, lots), each point linked to its page, and see the lots you could bid for on their own.',
      'Get a list of the requirements (turnover, references, certificates, forms) so you know early whether you qualify or need a partner.',
    ],
    guide: { href: '/blog/guides/how-to-read-a-ted-notice', label: 'How to read a TED notice in ten minutes' },
    search: { href: '/tenders', label: 'Search tenders for your trade' },
  },
  {
    id: 'bid-consultancies',
    icon: Briefcase,
    title: 'Bid consultancies',
    problem:
      'You watch several markets for several clients, brief them quickly on each opportunity, and answer their questions about documents you have only skimmed.',
    points: [
      'Save a search per client and market, and let the alerts do the daily watching.',
      'Start each client briefing from the summary report instead of from a blank page.',
      'Ask the chat where the documents say something, and check the answer at the cited passage.',
      'Use award notices to show clients who won similar contracts, at what price and against how many tenders.',
    ],
    guide: { href: '/blog/guides/bid-no-bid-decision', label: 'Bid or no bid: a method you can reuse' },
    search: { href: '/tenders', label: 'Start a client search' },
  },
  {
    id: 'subcontractors',
    icon: Handshake,
    title: 'Subcontractors looking for partners',
    problem:
      'Many public contracts are too large or too broad to win alone, but the companies that bid for them need specialists like you.',
    points: [
      'Find large tenders in your region that include your speciality as a lot or a part of the scope.',
      'See in award notices which companies win contracts near you: the main contractors worth talking to.',
      'Publish a profile, so bidders for a tender can find you when they look for subcontractors.',
    ],
    guide: {
      href: '/blog/guides/contract-award-notices-competitor-research',
      label: 'Who won, at what price: reading award notices',
    },
    search: { href: '/tenders', label: 'Find tenders in your region' },
  },
  {
    id: 'austria',
    icon: Landmark,
    title: 'Suppliers to the Austrian public sector',
    problem:
      'Austrian buyers publish in German, under the Bundesvergabegesetz 2018, with regional buyers from Vorarlberg to Burgenland.',
    points: [
      'Search every Austrian notice on TED, with German terms or language-independent CPV codes.',
      'Filter by Land with the NUTS regions AT11 to AT34.',
      'Follow a buyer from its planning notices to its award notices, and be ready when the next contract comes up.',
    ],
    guide: { href: '/blog/austria/public-procurement-in-austria', label: 'The Bundesvergabegesetz 2018 in brief' },
    search: { href: '/tenders?country=AT', label: 'Search Austrian tenders' },
  },
];

export default function SolutionsPage() {
  const analysis = serverAnalysisWording();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageHeader title="Solutions" lead={lead} />
      <nav aria-label="On this page" className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {audiences.map((audience) => (
            <li key={audience.id}>
              <a
                href={`#${audience.id}`}
                className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:text-accent-hover"
              >
                {audience.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-8">
        {audiences.map(({ id, icon: Icon, title, problem, points, guide, search }) => (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-heading`}
            className="scroll-mt-24 rounded-lg border border-border bg-card p-6"
          >
            <div className="flex items-center gap-3">
              <Icon aria-hidden className="h-6 w-6 shrink-0 text-accent" />
              <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
                {title}
              </h2>
            </div>
            <p className="mt-3 text-muted-fg">{problem}</p>
            <ul className="mt-4 list-disc space-y-2 pl-6">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
              <ButtonLink prefetch={false} href={search.href}>
                <Search aria-hidden className="h-4 w-4" />
                {search.label}
              </ButtonLink>
              <Link prefetch={false} href={guide.href} className="text-accent underline underline-offset-4">
                Guide: {guide.label}
              </Link>
            </div>
          </section>
        ))}
      </div>
      <p className="mt-10 text-muted-fg">
        Search is free for everyone. The {analysis.reports} and the chat use credits; the{' '}
        <Link prefetch={false} href="/pricing" className="text-accent underline underline-offset-4">
          pricing page
        </Link>{' '}
        shows the plans. Not sure which fits?{' '}
        <Link prefetch={false} href="/contact" className="text-accent underline underline-offset-4">
          Ask us
        </Link>
        .{analysis.withModel ? ` ${analysis.withModel}` : ''}
      </p>
    </div>
  );
}

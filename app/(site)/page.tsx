import { BellRing, FileSearch, ScanText, Users } from 'lucide-react';
import Link from 'next/link';
import { AustriaMap } from '@/components/home/austria-map';
import { EuropeMap } from '@/components/home/europe-map';
import { SearchBox } from '@/components/home/search-box';
import { ButtonLink } from '@/components/ui/button-link';
import { CountryName } from '@/components/ui/flag';
import { serverAnalysisWording, type AnalysisWording } from '@/lib/ai';
import { edition, productName, site } from '@/lib/config/public';
import { featuredCountries, nutsDescendants } from '@/lib/reference';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ title: site.title, path: '/', absoluteTitle: true });

/** What the product does; the analysis named by what runs on this server. */
const features = (analysis: AnalysisWording) => [
  {
    icon: FileSearch,
    title: 'Fast, free search',
    text: 'Full-text search across titles, descriptions, buyers and CPV codes, with filters for country, region, deadline and value.',
  },
  {
    icon: ScanText,
    title: analysis.featureTitle,
    text: analysis.withModel ? `${analysis.featureText} ${analysis.withModel}` : analysis.featureText,
  },
  {
    icon: BellRing,
    title: 'Alerts for saved searches',
    text: 'Save a search once and get an email when a new tender matches it.',
  },
  {
    icon: Users,
    title: 'Find subcontractors',
    text: 'Discover companies that list themselves as potential subcontractors for a tender.',
  },
];

const chipClass =
  'inline-flex min-h-9 items-center rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:text-accent-hover';

interface EntryPoint {
  href: string;
  name: string;
  /** A country, drawn with its flag. */
  code?: string;
}

/** Where a first visit can start: the featured countries, or in the Austria edition Austria and its regions. */
function entryPoints(): EntryPoint[] {
  if (edition === 'at') {
    return [
      { href: '/tenders?country=AT', name: 'Austria', code: 'AT' },
      // The nine Länder; 'ATZZ' (Extra-Regio) is no place to browse.
      ...nutsDescendants('AT')
        .filter((region) => region.level === 2 && !region.code.endsWith('ZZ'))
        .map((region) => ({ href: `/tenders?nuts=${region.code}`, name: region.en })),
    ];
  }
  return featuredCountries().map((country) => ({
    href: `/tenders?country=${country.code}`,
    name: country.name,
    code: country.code,
  }));
}

export default function HomePage() {
  const countries = featuredCountries();
  const scope = edition === 'at' ? 'Austria' : 'the European Union';
  const analysis = serverAnalysisWording();
  return (
    <>
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 md:items-center md:py-20">
        <div>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Find public tenders in {scope}, fast and free.
          </h1>
          <p className="mt-4 text-lg text-muted-fg">
            {productName} searches the tenders published on TED, the EU&apos;s official journal for public procurement,
            and lays out each one&apos;s dates, value, lots and documents, so you spend your time on the bids worth
            making.
          </p>
          <div className="mt-8">
            <SearchBox />
          </div>
          <p className="mt-3 text-sm text-muted-fg">
            No account needed to search. Try{' '}
            <Link
              prefetch={false}
              className="text-accent underline underline-offset-4"
              href="/tenders?q=cleaning+services"
            >
              cleaning services
            </Link>{' '}
            or{' '}
            <Link prefetch={false} className="text-accent underline underline-offset-4" href="/tenders?cpv=45000000">
              construction work
            </Link>
            .
          </p>
        </div>
        <figure>
          {edition === 'at' ? <AustriaMap /> : <EuropeMap featured={countries} />}
          <figcaption className="mt-4">
            <h2 className="text-sm font-semibold tracking-wide text-muted-fg uppercase">
              {edition === 'at' ? 'Browse by region' : 'Browse by country'}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {entryPoints().map((entry) => (
                <li key={entry.href}>
                  <Link prefetch={false} href={entry.href} className={chipClass}>
                    {entry.code ? <CountryName code={entry.code} /> : entry.name}
                  </Link>
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="features-heading" className="border-t border-border bg-muted-bg/40">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Everything a bid team needs, honestly priced
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features(analysis).map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border border-border bg-card p-5">
                <Icon aria-hidden className="h-6 w-6 text-accent" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-fg">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Start with a search, keep what matters</h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-fg">
          Search is free for everyone. Create an account to save tenders, set alerts and run the {analysis.name}.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink prefetch={false} href="/tenders" size="lg">
            Search tenders
          </ButtonLink>
          <ButtonLink prefetch={false} href="/login?mode=sign-up" variant="secondary" size="lg">
            Create a free account
          </ButtonLink>
          <ButtonLink prefetch={false} href="/pricing" variant="secondary" size="lg">
            See pricing
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

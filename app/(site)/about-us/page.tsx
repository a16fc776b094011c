import Link from 'next/link';
import { CallToAction } from '@/components/content/call-to-action';
import { CompanyDetails } from '@/components/content/company-details';
import { JsonLdScript } from '@/components/content/json-ld';
import { PageHeader } from '@/components/layout/page-header';
import { serverAnalysisWording } from '@/lib/ai';
import { edition, productName, publisher } from '@/lib/config/public';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

const lead = `${productName} makes Europe's public tenders easy to find and quick to understand, for companies of every size.`;

export const metadata = pageMetadata({
  title: 'About us',
  description: `Who publishes ${productName}, where its tender data comes from, and how it reads tender documents.`,
  path: '/about-us',
});

const linkClass = 'text-accent underline underline-offset-4';

export default function AboutUsPage() {
  const scope = edition === 'at' ? 'Austrian public tenders' : 'public tenders across the European Union';
  const analysis = serverAnalysisWording();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <JsonLdScript data={organizationJsonLd()} />
      <PageHeader title="About us" lead={lead} />

      <div className="space-y-10 leading-relaxed">
        <section aria-labelledby="why-heading">
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
            Why we built it
          </h2>
          <p className="mt-3">
            Every public contract above the EU thresholds, and many below them, is announced on TED, the European
            Union&apos;s journal for public procurement. The information is public and free. But a notice is written for
            lawyers and procurement systems, in the buyer&apos;s language, and the documents that decide a bid sit on
            hundreds of different e-procurement platforms.
          </p>
          <p className="mt-3">
            Large companies pay bid teams to watch this market. Small ones often find the right tender after its
            deadline, or spend a day reading documents only to learn that a turnover requirement rules them out. We
            think finding and assessing a public tender should take minutes, whatever the size of your company.
          </p>
        </section>

        <section aria-labelledby="what-heading">
          <h2 id="what-heading" className="text-2xl font-bold tracking-tight">
            What {productName} does
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            <li>
              <strong>Free search</strong> of {scope}, by keyword, CPV code, country, region, deadline and value. No
              account needed.
            </li>
            <li>
              <strong>Alerts</strong> for saved searches, so new tenders reach you on the day they are published.
            </li>
            <li>
              <strong>{analysis.model ? 'AI reports' : 'Document analysis'}</strong> that reads a tender&apos;s
              documents for you: a summary, a list of requirements to check against your company, and a chat that
              answers questions and points to its sources.
            </li>
            <li>
              <strong>Subcontractor discovery</strong>: companies can publish a profile so that bidders for a tender can
              find partners.
            </li>
          </ul>
        </section>

        <section aria-labelledby="data-heading">
          <h2 id="data-heading" className="text-2xl font-bold tracking-tight">
            Where the data comes from
          </h2>
          <p className="mt-3">
            Tender notices come from TED (Tenders Electronic Daily), published by the Publications Office of the
            European Union, © European Union. The European Commission allows their reuse under its reuse policy
            (Decision 2011/833/EU). We add classifications, currency conversions and summaries, and every tender links
            to its official notice, which is the version that counts.
          </p>
        </section>

        <section aria-labelledby="ai-heading">
          <h2 id="ai-heading" className="text-2xl font-bold tracking-tight">
            {analysis.model ? 'How we use AI' : 'How the document analysis works'}
          </h2>
          {analysis.model ? (
            <p className="mt-3">
              The AI features run only when you ask for them, on the tender you choose. They read its notice and
              documents and show where each statement comes from, so you can check it. They can be wrong, which is why
              we ask you to check important points against the documents before you rely on them. We do not train models
              on your data. The{' '}
              <Link prefetch={false} href="/terms-of-service-ai" className={linkClass}>
                AI terms
              </Link>{' '}
              explain what is sent to the model provider and why.
            </p>
          ) : (
            <p className="mt-3">
              The document analysis runs only when you ask for it, on the tender you choose. It reads the notice and
              documents and quotes the passages that answer each point, with their page, so you can check them. It finds
              passages by their words and can miss one, so check important points against the documents before you rely
              on them. {analysis.withModel} The{' '}
              <Link prefetch={false} href="/terms-of-service-ai" className={linkClass}>
                AI terms
              </Link>{' '}
              explain what would then be sent to the model provider and why.
            </p>
          )}
        </section>

        <section aria-labelledby="company-heading">
          <h2 id="company-heading" className="text-2xl font-bold tracking-tight">
            Who we are
          </h2>
          <p className="mt-3">
            {productName} is published by {publisher.name}, based in {publisher.city}, {publisher.country}.
          </p>
          <div className="mt-4 rounded-lg border border-border p-5">
            <CompanyDetails />
          </div>
        </section>

        <CallToAction title="See what is out there" secondary={{ href: '/contact', label: 'Contact us' }}>
          <p>Search is free and needs no account. Start with your trade, a CPV code or your region.</p>
        </CallToAction>
      </div>
    </article>
  );
}

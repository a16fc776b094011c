// A tender's page, public and server-rendered: key facts first, then the notice's text, lots, links, awards,
// notice history and related tenders. A publication number in the URL redirects (308); unknown ids are 404s.
import type { Metadata } from 'next';
import { JsonLdScript } from '@/components/content/json-ld';
import { AwardsTable } from '@/components/tenders/detail/awards-table';
import { Description } from '@/components/tenders/detail/description';
import { KeyFacts } from '@/components/tenders/detail/key-facts';
import { LanguageSwitch } from '@/components/tenders/detail/language-switch';
import { LotsTable } from '@/components/tenders/detail/lots-table';
import { NoticeHistory } from '@/components/tenders/detail/notice-history';
import { TenderHeader } from '@/components/tenders/detail/tender-header';
import { DocumentsSection } from '@/components/tenders/documents/documents-section';
import { TenderLinks } from '@/components/tenders/detail/tender-links';
import { TenderList } from '@/components/tenders/detail/tender-list';
import { PriceLineSection } from '@/components/buyers/price-line';
import { Scorecard } from '@/components/scorecard/scorecard';
import { TenderCompetitionSection } from '@/components/companies/competition';
import { serverAnalysisWording } from '@/lib/ai';
import { getPriceLine } from '@/lib/buyers';
import { getAwardCompanies, getTenderCompetition } from '@/lib/companies';
import { getMyScorecard } from '@/lib/scorecard';
import { pageMetadata } from '@/lib/seo/metadata';
import { documentLimits, getDocumentsView, uploadAccept } from '@/lib/documents';
import {
  getTender,
  getTenderPage,
  noticeInLanguage,
  isIndexable,
  tenderCanonicalOrigin,
  tenderCanonicalUrl,
  tenderJsonLd,
  tenderMetaDescription,
} from '@/lib/tenders';
import { statusView } from '@/lib/tenders/views';
import { setTenderSavedAction } from './actions';

export async function generateMetadata({ params }: PageProps<'/tenders/[tenderId]'>): Promise<Metadata> {
  const tender = await getTender((await params).tenderId);
  const metadata = pageMetadata({
    title: tender.title,
    description: tenderMetaDescription(tender),
    path: `/tenders/${tender.id}`,
    canonicalOrigin: tenderCanonicalOrigin(tender.countryCode),
    noindex: !isIndexable(tender),
  });
  // The picture is ./opengraph-image.tsx, which Next names in og:image; X takes it from there for a large card.
  return { ...metadata, twitter: { ...metadata.twitter, card: 'summary_large_image' } };
}

export default async function TenderPage({ params, searchParams }: PageProps<'/tenders/[tenderId]'>) {
  const { tenderId } = await params;
  // The scorecard is the signed-in reader's own (null for visitors and crawlers): this page renders per request.
  const [page, documents, awardCompanies, priceCell, competition, scorecard, { lang: requestedLang }] =
    await Promise.all([
      getTenderPage(tenderId),
      getTender(tenderId).then(getDocumentsView),
      getTender(tenderId).then((tender) => getAwardCompanies(tender.id)),
      getTender(tenderId).then(getPriceLine),
      getTender(tenderId).then(getTenderCompetition),
      getTender(tenderId).then(getMyScorecard),
      searchParams,
    ]);
  const { tender } = page;
  const now = new Date();
  const status = statusView(tender.status, tender.deadlineDate, now);
  const text = noticeInLanguage(tender, requestedLang);

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {isIndexable(tender) ? <JsonLdScript data={tenderJsonLd(tender, tenderCanonicalUrl(tender))} /> : null}
      <TenderHeader
        tender={tender}
        title={text.title}
        lang={text.lang}
        status={status}
        saved={page.saved}
        saveAction={setTenderSavedAction}
        ownTender={page.ownTender}
        analyseLabel={serverAnalysisWording().action}
      />
      {text.languages.length > 1 ? (
        <LanguageSwitch tenderId={tender.id} languages={text.languages} current={text.lang} />
      ) : null}
      <div className="mt-8">
        <KeyFacts tender={tender} statusView={status} now={now} />
      </div>
      {scorecard ? <Scorecard card={scorecard} calendarHref={`/tenders/${tender.id}/calendar.ics`} /> : null}
      <PriceLineSection cell={priceCell} />
      <TenderCompetitionSection competition={competition} />
      <Description text={text.description} lang={text.lang} markdown={tender.source === 'user'} />
      {tender.lotsDetails.length > 0 ? <LotsTable lots={tender.lotsDetails} lang={tender.languageCode} /> : null}
      <TenderLinks tender={tender} />
      <DocumentsSection
        tenderId={tender.id}
        initial={documents}
        canUpload={page.saved !== null}
        accept={uploadAccept}
        maxFileMb={Math.round(documentLimits.maxFileBytes / 1024 / 1024)}
      />
      {page.awards.length > 0 ? <AwardsTable awards={page.awards} companies={awardCompanies} /> : null}
      {page.history.length > 0 ? <NoticeHistory history={page.history} /> : null}
      {page.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="text-xl font-semibold">
            Related tenders
          </h2>
          <p className="mt-1 text-sm text-muted-fg">Same country and CPV division, newest first.</p>
          <div className="mt-4">
            <TenderList tenders={page.related} now={now} />
          </div>
        </section>
      ) : null}
    </article>
  );
}

// A buyer's public page, built from the tenders it published and the awards it made: indexable, in the sitemap,
// with JSON-LD.
import type { Metadata } from 'next';
import { BuyerProfile } from '@/components/buyers/buyer-profile';
import { JsonLdScript } from '@/components/content/json-ld';
import {
  buyerCanonicalOrigin,
  buyerJsonLd,
  buyerMetaDescription,
  buyerPath,
  getBuyerPage,
  getMarketPrices,
} from '@/lib/buyers';
import { canonicalUrl } from '@/lib/seo/canonical';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/buyers/[buyerId]'>): Promise<Metadata> {
  const detail = await getBuyerPage((await params).buyerId);
  return pageMetadata({
    title: detail.buyer.name,
    description: buyerMetaDescription(detail),
    path: buyerPath(detail.buyer.id),
    canonicalOrigin: buyerCanonicalOrigin(detail),
  });
}

export default async function BuyerPage({ params }: PageProps<'/buyers/[buyerId]'>) {
  const detail = await getBuyerPage((await params).buyerId);
  const markets = await getMarketPrices(
    detail.classes.map((cpvClass) => ({ cpvCode: cpvClass.padEnd(8, '0'), countryCode: detail.buyer.countryCode })),
  );
  const url = canonicalUrl(buyerPath(detail.buyer.id), {}, buyerCanonicalOrigin(detail));
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <JsonLdScript data={buyerJsonLd(detail, url)} />
      <BuyerProfile detail={{ ...detail, markets }} />
    </article>
  );
}

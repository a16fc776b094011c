// A company's public page, built from the contract awards it won: indexable, in the sitemap, with JSON-LD.
import type { Metadata } from 'next';
import { CompanyProfile } from '@/components/companies/company-profile';
import { JsonLdScript } from '@/components/content/json-ld';
import { getMarketPrices } from '@/lib/buyers';
import {
  companyCanonicalOrigin,
  companyJsonLd,
  companyMetaDescription,
  companyPath,
  getCompanyPage,
} from '@/lib/companies';
import { canonicalUrl } from '@/lib/seo/canonical';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/companies/[companyId]'>): Promise<Metadata> {
  const detail = await getCompanyPage((await params).companyId);
  return pageMetadata({
    title: detail.company.name,
    description: companyMetaDescription(detail),
    path: companyPath(detail.company.id),
    canonicalOrigin: companyCanonicalOrigin(detail),
  });
}

export default async function CompanyPage({ params }: PageProps<'/companies/[companyId]'>) {
  const detail = await getCompanyPage((await params).companyId);
  const markets = await getMarketPrices(detail.wins);
  const url = canonicalUrl(companyPath(detail.company.id), {}, companyCanonicalOrigin(detail));
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <JsonLdScript data={companyJsonLd(detail, url)} />
      <CompanyProfile detail={detail} markets={markets} />
    </article>
  );
}

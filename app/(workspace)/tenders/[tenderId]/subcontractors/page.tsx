// A tender's possible subcontractors (signed-in readers only): companies that won similar tenders and public
// profiles open to subcontracting for its CPV codes and region, with filters in the URL.
import type { Metadata } from 'next';
import Link from 'next/link';
import {
  ListedProfilesSection,
  SimilarCompaniesSection,
  SubcontractorFiltersForm,
} from '@/components/companies/subcontractors';
import { getSubcontractorsPage } from '@/lib/companies';
import { requireUserOrLogin } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import { getTender } from '@/lib/tenders';

export async function generateMetadata({ params }: PageProps<'/tenders/[tenderId]/subcontractors'>): Promise<Metadata> {
  await requireUserOrLogin();
  const tender = await getTender((await params).tenderId, '/subcontractors');
  return pageMetadata({
    title: `Subcontractors: ${tender.title}`,
    description: 'Companies that won similar tenders, and users open to subcontracting for work like this.',
    path: `/tenders/${tender.id}/subcontractors`,
    noindex: true,
  });
}

export default async function TenderSubcontractorsPage({
  params,
  searchParams,
}: PageProps<'/tenders/[tenderId]/subcontractors'>) {
  const user = await requireUserOrLogin();
  const tender = await getTender((await params).tenderId, '/subcontractors');
  const page = await getSubcontractorsPage(tender, await searchParams, user.id);
  const path = `/tenders/${tender.id}/subcontractors`;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <p className="text-sm">
        <Link href={`/tenders/${tender.id}`} prefetch={false} className="text-accent underline underline-offset-4">
          Back to the tender
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Subcontractors</h1>
      <p className="mt-2 text-lg text-muted-fg">
        For <span className="font-semibold text-fg">{tender.title}</span>
      </p>
      {page.cpvPrefix === null ? (
        <p role="status" className="mt-6 rounded-lg border border-border bg-muted-bg p-4">
          This tender has no CPV code, so there is nothing to compare it with. Add one to the tender to find companies
          and subcontractors for it.
        </p>
      ) : (
        <>
          <div className="mt-6">
            <SubcontractorFiltersForm action={path} page={page} />
          </div>
          {page.ignored.length > 0 ? (
            <p role="status" className="mt-3 text-sm text-muted-fg">
              {page.ignored.map(({ parameter, value }) => `“${value}” is not a choice for ${parameter}`).join('; ')}:
              showing the default instead.
            </p>
          ) : null}
          <SimilarCompaniesSection page={page} />
          <ListedProfilesSection page={page} />
        </>
      )}
    </section>
  );
}

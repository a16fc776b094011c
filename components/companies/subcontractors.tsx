// A tender's possible subcontractors: the filters (a plain GET form, so it works without JavaScript), the
// companies that won similar tenders, and the public profiles open to subcontracting, each with a way to
// get in touch. Server-rendered.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { controlClass, Field } from '@/components/ui/field';
import type { ListedProfile, SimilarCompany, SubcontractorsPage } from '@/lib/companies';
import {
  cpvLevels,
  describeCpvPrefix,
  levelLabels,
  periodLabels,
  periods,
  sortLabels,
  subcontractorSorts,
  type SubcontractorFilters,
} from '@/lib/companies/views';
import { cpvLabel, getCountry, nutsLabel } from '@/lib/reference';
import { formatCount, formatDay, formatMoney } from '@/lib/tenders/views';

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: keyof SubcontractorFilters;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field id={id} label={label} compact>
      {(control) => (
        <select {...control} name={name} defaultValue={value} className={controlClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function SubcontractorFiltersForm({ action, page }: { action: string; page: SubcontractorsPage }) {
  const { filters } = page;
  return (
    <form
      method="get"
      action={action}
      aria-label="Filter subcontractors"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <Select id="filter-region" name="region" label="Region" value={filters.region} options={page.regionOptions} />
      <Select
        id="filter-level"
        name="level"
        label="CPV match"
        value={filters.level}
        options={cpvLevels.map((level) => ({ value: level, label: levelLabels[level] }))}
      />
      <Select
        id="filter-period"
        name="period"
        label="Wins in the"
        value={filters.period}
        options={periods.map((period) => ({ value: period, label: periodLabels[period] }))}
      />
      <Select
        id="filter-sort"
        name="sort"
        label="Sort companies by"
        value={filters.sort}
        options={subcontractorSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
      />
      <Button type="submit">Apply</Button>
    </form>
  );
}

const countryName = (code: string | null) => (code ? (getCountry(code)?.name ?? code) : null);

function ContactLinks({ links }: { links: { href: string; label: string; primary?: boolean }[] }) {
  if (links.length === 0) return <p className="text-sm text-muted-fg">No contact details published.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            rel={link.href.startsWith('http') ? 'nofollow noopener' : undefined}
            className={
              link.primary
                ? 'inline-flex min-h-9 items-center rounded-md bg-accent px-3 text-sm font-semibold text-accent-fg hover:bg-accent-hover'
                : 'inline-flex min-h-9 items-center rounded-md border border-border px-3 text-sm font-semibold hover:border-accent'
            }
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Card({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <li data-testid={testId} className="rounded-xl border border-border bg-card p-4">
      {children}
    </li>
  );
}

function CompanyCard({ company }: { company: SimilarCompany }) {
  const country = countryName(company.countryCode);
  const website = company.website ? new URL(company.website) : null;
  return (
    <Card testId="similar-company">
      <h3 className="text-lg font-semibold">
        <Link
          href={`/companies/${company.companyId}`}
          prefetch={false}
          className="text-accent underline underline-offset-4"
        >
          {company.name}
        </Link>
      </h3>
      {country ? <p className="text-sm text-muted-fg">{country}</p> : null}
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-muted-fg">Similar wins</dt>
          <dd className="font-semibold tabular-nums">{formatCount(company.wins)}</dd>
        </div>
        <div>
          <dt className="text-muted-fg">Total value</dt>
          <dd className="font-semibold tabular-nums">
            {company.euroValue === null ? '—' : formatMoney(company.euroValue, 'EUR')}
          </dd>
        </div>
        <div>
          <dt className="text-muted-fg">Last win</dt>
          <dd className="font-semibold">
            <time dateTime={company.lastWinDate}>{formatDay(company.lastWinDate)}</time>
          </dd>
        </div>
      </dl>
      {company.lastWin ? (
        <p className="mt-3 text-sm">
          Last won:{' '}
          <Link href={`/tenders/${company.lastWin.tenderId}`} prefetch={false} className="underline underline-offset-4">
            {company.lastWin.tenderTitle}
          </Link>
          {company.lastWin.buyerName ? <span className="text-muted-fg"> for {company.lastWin.buyerName}</span> : null}
        </p>
      ) : null}
      <div className="mt-4">
        <ContactLinks
          links={[
            ...(website ? [{ href: website.toString(), label: `Website: ${website.hostname}`, primary: true }] : []),
            { href: `/companies/${company.companyId}`, label: `All wins of ${company.name}` },
          ]}
        />
      </div>
    </Card>
  );
}

function regionName(code: string): string {
  return code.length === 2 ? (countryName(code === 'EL' ? 'GR' : code) ?? code) : (nutsLabel(code) ?? code);
}

function ProfileCard({ profile }: { profile: ListedProfile }) {
  const title = profile.publicCompanyName ?? profile.publicName ?? 'A subcontractor';
  const links = [
    ...(profile.publicEmail ? [{ href: `mailto:${profile.publicEmail}`, label: `Email ${profile.publicEmail}` }] : []),
    ...(profile.publicPhoneNumber
      ? [
          {
            href: `tel:${profile.publicPhoneNumber.replace(/[^\d+]/g, '')}`,
            label: `Call ${profile.publicPhoneNumber}`,
          },
        ]
      : []),
    ...(profile.publicWebsite
      ? [{ href: profile.publicWebsite, label: `Website: ${new URL(profile.publicWebsite).hostname}` }]
      : []),
  ].map((link, i) => ({ ...link, primary: i === 0 }));
  return (
    <Card testId="listed-profile">
      <h3 className="text-lg font-semibold">
        {title}
        {profile.own ? <span className="ml-2 text-sm font-normal text-muted-fg">(your profile)</span> : null}
      </h3>
      {profile.publicCompanyName && profile.publicName ? <p className="text-sm">{profile.publicName}</p> : null}
      {profile.publicCompanyIndustry ? <p className="text-sm text-muted-fg">{profile.publicCompanyIndustry}</p> : null}
      {profile.publicAddress ? <p className="text-sm text-muted-fg">{profile.publicAddress}</p> : null}
      <p className="mt-3 text-sm">
        <span className="text-muted-fg">Works in: </span>
        {profile.cpvCodes.map((code) => `${cpvLabel(code) ?? code} (${code})`).join('; ')}
      </p>
      <p className="text-sm">
        <span className="text-muted-fg">Regions: </span>
        {profile.regions.length === 0 ? 'Anywhere' : profile.regions.map(regionName).join(', ')}
      </p>
      <div className="mt-4">
        <ContactLinks links={links} />
      </div>
    </Card>
  );
}

export function SimilarCompaniesSection({ page }: { page: SubcontractorsPage }) {
  const { similar } = page;
  return (
    <section aria-labelledby="similar-heading" className="mt-10">
      <h2 id="similar-heading" className="text-xl font-semibold">
        Companies that won similar tenders
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        {page.cpvPrefix ? `${describeCpvPrefix(page.cpvPrefix)}. ` : null}
        Ranked by relevance: wins with a closer CPV code and place, and more recent wins, count more.
        {similar.total > similar.companies.length
          ? ` The first ${similar.companies.length} of ${formatCount(similar.total)}.`
          : null}
      </p>
      {similar.companies.length === 0 ? (
        <p className="mt-4 rounded-lg border border-border bg-muted-bg p-4">
          No company won a tender like this one under these filters. Try a broader CPV match, another region or a longer
          period.
        </p>
      ) : (
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {similar.companies.map((company) => (
            <CompanyCard key={company.companyId} company={company} />
          ))}
        </ol>
      )}
    </section>
  );
}

export function ListedProfilesSection({ page }: { page: SubcontractorsPage }) {
  return (
    <section aria-labelledby="profiles-heading" className="mt-10">
      <h2 id="profiles-heading" className="text-xl font-semibold">
        Open to subcontracting
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        Users who listed themselves as subcontractors for this kind of work and region, with the contact details they
        made public.
      </p>
      {page.profiles.length === 0 ? (
        <p className="mt-4 rounded-lg border border-border bg-muted-bg p-4">
          Nobody has listed themselves for work like this yet.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {page.profiles.map((profile, i) => (
            <ProfileCard key={i} profile={profile} />
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        Want to be found here?{' '}
        <ButtonLink href="/settings#public-profile" variant="link" prefetch={false}>
          Open your public profile to subcontracting
        </ButtonLink>
      </p>
    </section>
  );
}

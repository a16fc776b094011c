// Open tenders in the company's CPV codes and regions, newest first, with the search that finds all of them.
import { ResultList } from '@/components/tenders/search/result-card';
import { ButtonLink } from '@/components/ui/button-link';
import type { Recommendations as RecommendationsData } from '@/lib/dashboard';
import { formatCount } from '@/lib/tenders/views';
import { EmptyPanel } from './panel';

export function Recommendations({ data }: { data: RecommendationsData }) {
  if (data.kind === 'no-codes') {
    return (
      <EmptyPanel
        action={
          <ButtonLink href="/settings#cpv-codes" size="sm" variant="secondary" prefetch={false}>
            Choose your CPV codes
          </ButtonLink>
        }
      >
        Tell us what your company does — choose its CPV codes, or have them suggested from your description — and open
        tenders in them are recommended here.
      </EmptyPanel>
    );
  }
  const scope = `${data.cpvCodes.length} CPV ${data.cpvCodes.length === 1 ? 'code' : 'codes'}${
    data.regions.length > 0 ? ` in ${data.regions.length} ${data.regions.length === 1 ? 'region' : 'regions'}` : ''
  }`;
  if (data.tenders.length === 0) {
    return (
      <EmptyPanel
        action={
          <ButtonLink href="/settings#cpv-codes" size="sm" variant="secondary" prefetch={false}>
            Widen your CPV codes
          </ButtonLink>
        }
      >
        No open tenders in your {scope} that you have not saved already.
      </EmptyPanel>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-fg">
        {formatCount(data.total)} open {data.total === 1 ? 'tender' : 'tenders'} in your {scope}. The newest you have
        not saved:
      </p>
      <div data-testid="recommended-tenders">
        <ResultList results={data.tenders} />
      </div>
      <ButtonLink href={data.searchHref} size="sm" variant="secondary" prefetch={false} className="mt-4">
        See all in search
      </ButtonLink>
    </>
  );
}

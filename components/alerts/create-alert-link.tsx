// "Create alert" on the search page: the current search, its page and sort left out, opened as a new alert; or,
// when the user came from an alert's "Change the filters", back to that alert with these filters.
import { BellPlus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function CreateAlertLink({ params }: { params: URLSearchParams }) {
  const search = new URLSearchParams(params);
  const alertId = search.get('alert');
  for (const key of ['alert', 'page', 'sort']) search.delete(key);
  const query = search.toString();
  if (alertId && uuid.test(alertId)) {
    return (
      <ButtonLink href={`/alerts/${alertId}/edit?from=search${query ? `&${query}` : ''}`} size="sm" prefetch={false}>
        <BellPlus aria-hidden className="h-4 w-4" />
        Update alert with these filters
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={query ? `/alerts/new?${query}` : '/alerts/new'} size="sm" prefetch={false}>
      <BellPlus aria-hidden className="h-4 w-4" />
      Create alert
    </ButtonLink>
  );
}

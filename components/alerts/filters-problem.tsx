// A search that cannot be kept as an alert: which filter and why, and the way back to the search.
import { CircleAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';

export function FiltersProblem({ parameter, message }: { parameter: string; message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-600 p-4 dark:border-red-400">
      <CircleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-red-700 dark:text-red-300" />
      <div>
        <p className="font-semibold">This search cannot be saved as an alert.</p>
        <p className="mt-1 text-muted-fg">
          {parameter ? <code className="rounded bg-muted-bg px-1">{parameter}</code> : null}
          {parameter ? ': ' : null}
          {message}
        </p>
        <ButtonLink href="/tenders" variant="secondary" size="sm" className="mt-3">
          Back to the search
        </ButtonLink>
      </div>
    </div>
  );
}

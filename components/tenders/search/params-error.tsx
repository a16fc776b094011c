// A search URL with a bad parameter: name it and the reason, and offer a clean search instead of guessing.
import { CircleAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';

export function SearchParamsError({ parameter, message }: { parameter: string; message: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Search public tenders</h1>
      <div
        role="alert"
        className="mt-6 flex items-start gap-3 rounded-lg border border-red-600 p-4 dark:border-red-400"
      >
        <CircleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-red-700 dark:text-red-300" />
        <div>
          <p className="font-semibold">This search link has a filter we cannot read.</p>
          <p className="mt-1 text-muted-fg">
            <code className="rounded bg-muted-bg px-1">{parameter}</code>: {message}.
          </p>
        </div>
      </div>
      <ButtonLink href="/tenders" className="mt-6">
        Start a new search
      </ButtonLink>
    </section>
  );
}

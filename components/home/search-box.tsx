// The home page search box: a plain GET form to /tenders, so it works before any JavaScript loads.
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function SearchBox() {
  return (
    <form action="/tenders" method="get" role="search" className="flex w-full max-w-2xl flex-col gap-2 sm:flex-row">
      <label htmlFor="home-search" className="sr-only">
        Search tenders
      </label>
      <input
        id="home-search"
        name="q"
        type="search"
        placeholder="e.g. road maintenance, cleaning services, 45233000"
        className="min-h-12 flex-1 rounded-md border border-border bg-card px-4 text-base text-fg placeholder:text-muted-fg"
        autoComplete="off"
      />
      <Button type="submit" size="lg">
        <Search aria-hidden className="h-5 w-5" />
        Search tenders
      </Button>
    </form>
  );
}

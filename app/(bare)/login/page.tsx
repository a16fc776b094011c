import Link from 'next/link';
import { productName } from '@/lib/config/public';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Sign in',
  description: 'Sign in or create an account to save tenders, set alerts and analyse tender documents.',
  path: '/login',
});

export default function LoginPage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-8 shadow-sm">
        <Link href="/" className="text-lg font-bold tracking-tight">
          {productName}
        </Link>
        <h1 className="mt-6 text-2xl font-bold">Sign in</h1>
        <p className="mt-2 text-muted-fg">
          Sign in or create an account to save tenders, set alerts for your searches and analyse tender documents with AI.
        </p>
        <div role="status" className="mt-6 rounded-lg border border-border bg-muted-bg p-4 text-sm">
          <strong>Not available yet.</strong> Accounts are being built. Searching tenders needs no account.
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/tenders" className="rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg hover:bg-accent-hover">
            Search tenders
          </Link>
          <Link href="/" className="rounded-md border border-border px-4 py-2 font-semibold hover:border-accent">
            Back to home
          </Link>
        </div>
      </div>
    </main>
  );
}

import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { getOptionalUser } from '@/lib/auth/user';
import { pageMetadata } from '@/lib/seo/metadata';
import { setNewPasswordAction } from '../actions';

export const metadata = {
  ...pageMetadata({ title: 'Choose a new password', path: '/login/new-password' }),
  robots: { index: false },
};

export default async function NewPasswordPage() {
  const user = await getOptionalUser();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <Link href="/" prefetch={false} className="text-lg font-bold tracking-tight">
          <Logo />
        </Link>
        <h1 className="mt-6 text-2xl font-bold">Choose a new password</h1>
        {user ? (
          <>
            <p className="mt-2 text-muted-fg">For {user.email ?? 'your account'}.</p>
            <div className="mt-6">
              <NewPasswordForm action={setNewPasswordAction} />
            </div>
          </>
        ) : (
          <div
            role="alert"
            className="mt-6 rounded-md border border-red-600 p-3 text-sm text-red-700 dark:border-red-400 dark:text-red-300"
            data-testid="session-missing"
          >
            <p>Auth session missing!</p>
            <p className="mt-1">
              The reset link has expired or was already used.{' '}
              <Link href="/login?mode=forgot" prefetch={false} className="underline underline-offset-4">
                Request a new link
              </Link>
              .
            </p>
          </div>
        )}
      </div>
    </main>
  );
}

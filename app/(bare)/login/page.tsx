import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { LoginPanel, type LoginMode } from '@/components/account/login-panel';
import { signInRefusalNotice } from '@/lib/account';
import { safeRedirectPath } from '@/lib/auth/redirect-path';
import { authGoogleEnabled, productName } from '@/lib/config/public';
import { pageMetadata } from '@/lib/seo/metadata';
import { forgotPasswordAction, resendConfirmationAction, signInAction, signUpAction } from './actions';

const loginActions = {
  signIn: signInAction,
  signUp: signUpAction,
  forgotPassword: forgotPasswordAction,
  resendConfirmation: resendConfirmationAction,
};

export const metadata = pageMetadata({
  title: 'Sign in',
  description: 'Sign in or create an account to save tenders, set alerts and analyse tender documents.',
  path: '/login',
});

const modes: readonly LoginMode[] = ['sign-in', 'sign-up', 'forgot'];

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const requested = first(params.mode);
  const mode = modes.find((m) => m === requested) ?? 'sign-in';
  // Where the reader came from ("Sign in to save this tender", the navbar): they go back there afterwards.
  const returnTo = safeRedirectPath(first(params.next), '') || null;
  // Failed sign-in redirects (callback, OAuth, email links) carry error, error_description, error_code.
  const error = first(params.error_description) ?? first(params.error);
  const errorCode = first(params.error_code);
  const refusal = await signInRefusalNotice();

  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <Link href="/" prefetch={false} className="text-lg font-bold tracking-tight">
          <Logo />
        </Link>
        <h1 className="mt-6 text-2xl font-bold">Sign in to {productName}</h1>
        <p className="mt-2 text-muted-fg">Save tenders, set alerts for your searches and analyse tender documents.</p>
        {first(params.deleted) === '1' ? (
          <p
            role="status"
            className="mt-6 rounded-md border border-border bg-muted-bg p-3 text-sm"
            data-testid="account-deleted"
          >
            Your account and all its data have been deleted. You can create a new account at any time.
          </p>
        ) : null}
        {refusal ? (
          <p
            role="alert"
            className="mt-6 rounded-md border border-red-600 p-3 text-sm text-red-700 dark:border-red-400 dark:text-red-300"
            data-testid="sign-in-refused"
          >
            {refusal}
          </p>
        ) : null}
        {error ? (
          <div
            role="alert"
            className="mt-6 rounded-md border border-red-600 p-3 text-sm text-red-700 dark:border-red-400 dark:text-red-300"
            data-testid="login-error"
          >
            <p>{error.slice(0, 300)}</p>
            {errorCode ? <p className="mt-1 text-xs">Error code: {errorCode.slice(0, 60)}</p> : null}
          </div>
        ) : null}
        <div className="mt-6">
          <LoginPanel initialMode={mode} googleEnabled={authGoogleEnabled} actions={loginActions} returnTo={returnTo} />
        </div>
      </div>
    </main>
  );
}

import Link from 'next/link';
import { CompanyDetails } from '@/components/content/company-details';
import { ContactForm } from '@/components/contact/contact-form';
import { PageHeader } from '@/components/layout/page-header';
import { pageMetadata } from '@/lib/seo/metadata';
import { sendContactMessage } from './actions';

const lead =
  'Questions about tenders, your account, the analysis reports or a partnership: write to us and we answer by email.';

export const metadata = pageMetadata({ title: 'Contact', description: lead, path: '/contact' });

const linkClass = 'text-accent underline underline-offset-4';

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageHeader title="Contact" lead={lead} />
      <div className="grid gap-10 md:grid-cols-[3fr_2fr]">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="mb-4 text-xl font-semibold">
            Send us a message
          </h2>
          <ContactForm action={sendContactMessage} />
          <p className="mt-4 text-sm text-muted-fg">
            We use your details only to answer you, and delete the message after 24 months. See the{' '}
            <Link prefetch={false} href="/privacy-policy" className={linkClass}>
              privacy policy
            </Link>
            .
          </p>
        </section>
        <div className="space-y-8">
          <section aria-labelledby="company-heading">
            <h2 id="company-heading" className="mb-4 text-xl font-semibold">
              Company details
            </h2>
            <CompanyDetails />
          </section>
          <section aria-labelledby="help-heading">
            <h2 id="help-heading" className="mb-3 text-xl font-semibold">
              Answers you may find faster
            </h2>
            <ul className="list-disc space-y-2 pl-5">
              <li>
                <Link prefetch={false} href="/blog/guides/how-to-read-a-ted-notice" className={linkClass}>
                  How to read a TED notice
                </Link>
              </li>
              <li>
                <Link prefetch={false} href="/blog/guides/cpv-codes-explained" className={linkClass}>
                  Finding the right CPV codes
                </Link>
              </li>
              <li>
                <Link prefetch={false} href="/terms-of-service-ai" className={linkClass}>
                  What the analysis does with documents
                </Link>
              </li>
              <li>
                <Link prefetch={false} href="/pricing" className={linkClass}>
                  Plans and credits
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

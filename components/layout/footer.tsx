// Site footer: company pages, legal pages and the publisher line.
import Link from 'next/link';
import { productName, publisher } from '@/lib/config/public';

export const footerLinks = [
  { href: '/about-us', label: 'About us' },
  { href: '/contact', label: 'Contact' },
  { href: '/blog', label: 'Blog' },
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms-of-service', label: 'Terms of service' },
  { href: '/terms-of-service-ai', label: 'Terms of service (AI)' },
] as const;

// Footer and secondary links are not prefetched: they are rarely the next click, and prefetching
// every one of them costs a phone's main thread more than it saves.
export function Footer() {
  return (
    <footer className="border-t border-border bg-bg" data-testid="site-footer">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {footerLinks.map((item) => (
              <li key={item.href}>
                <Link
                  prefetch={false}
                  href={item.href}
                  className="text-muted-fg underline-offset-4 hover:text-fg hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted-fg">
          {productName} is published by {publisher.name}, {publisher.city}, {publisher.country}. Tender data: TED, ©
          European Union.
        </p>
      </div>
    </footer>
  );
}

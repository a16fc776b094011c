import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/not-found-view';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" className="flex-1">
        <NotFoundView reason="unmatched" />
      </main>
      <Footer />
    </div>
  );
}

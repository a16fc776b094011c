import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/not-found-view';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } };

export default function TenderNotFound() {
  return <NotFoundView reason="invalid" />;
}

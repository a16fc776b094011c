import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/not-found-view';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false, follow: true } };

// notFound() inside this layout: the layout already draws the navigation, so only the message goes here.
export default function NotFound() {
  return <NotFoundView reason="unmatched" />;
}

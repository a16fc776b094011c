// Root layout: html shell, metadata defaults of the edition, theme boot script and toasts.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';
import { rootMetadata } from '@/lib/seo/metadata';
import './globals.css';

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#081317' },
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}

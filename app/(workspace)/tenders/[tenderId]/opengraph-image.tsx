// The Open Graph image of a tender page: its title, buyer, country and deadline, drawn on request. The tender is
// read through the front door like the page itself, so a tender the reader may not see answers 404.
import { ImageResponse } from 'next/og';
import { TenderOgImage } from '@/components/tenders/share/tender-og-image';
import { getTender, tenderShareFacts } from '@/lib/tenders';
import { ogFonts } from '@/lib/seo/og-fonts';

export const alt = "The tender's title, buyer, country and deadline";
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ tenderId: string }> }) {
  const tender = await getTender((await params).tenderId);
  return new ImageResponse(<TenderOgImage {...tenderShareFacts(tender)} />, {
    ...size,
    fonts: await ogFonts(),
    // Private tenders are drawn for their owner only: no shared cache may keep the picture.
    headers: {
      'Cache-Control': tender.visibility === 'public' ? 'public, max-age=3600' : 'private, no-store',
    },
  });
}

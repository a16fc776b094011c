// The picture a shared tender link shows (Open Graph, 1200×630, drawn by next/og): the brand, the tender's
// title, buyer, country and deadline. Inline styles only: next/og lays out a subset of CSS, not Tailwind.
import { LogoMark } from '@/components/layout/logo';

export interface TenderOgImageProps {
  siteName: string;
  title: string;
  buyer: string | null;
  country: string;
  /** The flag as an SVG data URL, when the country has one. */
  flag: string | null;
  /** 'Deadline 4 December 2026, 15:00 UTC+01:00', 'No deadline given' … */
  deadline: string;
  kind: string;
}

const teal = '#0f766e';

export function TenderOgImage({ siteName, title, buyer, country, flag, deadline, kind }: TenderOgImageProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: '#081317',
        color: '#e2e8f0',
        fontFamily: 'Plex, "Plex Extended"',
        padding: '56px 64px',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <LogoMark size={56} />
        <div style={{ fontSize: 34, fontWeight: 600, color: '#ffffff' }}>{siteName}</div>
        <div style={{ marginLeft: 'auto', fontSize: 26, color: '#5eead4' }}>{kind}</div>
      </div>
      <div
        style={{
          marginTop: 44,
          fontSize: title.length > 90 ? 48 : 58,
          fontWeight: 600,
          lineHeight: 1.15,
          color: '#ffffff',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 3,
          overflow: 'hidden',
        }}
      >
        {title}
      </div>
      {buyer ? (
        <div style={{ marginTop: 22, fontSize: 30, color: '#9fb2ba', display: 'flex' }}>
          {buyer.length > 80 ? `${buyer.slice(0, 79)}…` : buyer}
        </div>
      ) : null}
      <div
        style={{
          marginTop: 'auto',
          display: 'flex',
          alignItems: 'center',
          gap: 28,
          fontSize: 30,
          borderTop: `4px solid ${teal}`,
          paddingTop: 28,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/og draws <img>, it has no next/image */}
          {flag ? <img src={flag} width={54} height={36} alt="" style={{ borderRadius: 4 }} /> : null}
          <span>{country}</span>
        </div>
        <div style={{ display: 'flex', color: '#fbbf24', fontWeight: 600 }}>{deadline}</div>
      </div>
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalUrl } from '@/lib/seo/canonical';

describe('canonical URLs', () => {
  it('keeps only whitelisted parameters of /tenders, sorted', () => {
    expect(canonicalPath('/tenders', new URLSearchParams('zeta=1&page=2&country=AT'))).toBe(
      '/tenders?country=AT&page=2',
    );
    expect(canonicalUrl('/tenders', { zeta: '1', page: '2', country: 'AT' }, 'https://example.eu')).toBe(
      'https://example.eu/tenders?country=AT&page=2',
    );
  });

  it('keeps cpv on /tenders and repeated values in sorted order', () => {
    expect(canonicalPath('/tenders', new URLSearchParams('cpv=45000000&country=DE&country=AT&q=roads'))).toBe(
      '/tenders?country=AT&country=DE&cpv=45000000',
    );
  });

  it('keeps only page on /blog and nothing elsewhere', () => {
    expect(canonicalPath('/blog', { page: '3', country: 'AT' })).toBe('/blog?page=3');
    expect(canonicalPath('/pricing', { page: '3', utm_source: 'x' })).toBe('/pricing');
    expect(canonicalPath('/', { q: 'x' })).toBe('/');
  });

  it('drops empty values and trailing slashes', () => {
    expect(canonicalPath('/tenders/', { country: '', page: '1' })).toBe('/tenders?page=1');
  });
});

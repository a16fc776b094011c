// Structured data for search engines, in a script tag no value can break out of.
import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

// The languages a notice was published in, as links (`?lang=de`): no script, and every language has its own
// URL while the canonical link stays on the tender (lib/seo keeps no query parameter for tender pages).
import Link from 'next/link';
import { getLanguage, type Language } from '@/lib/reference';

/** 'Deutsch (German)', or 'English' where both names agree. */
function languageName(language: Language): string {
  return language.nativeName === language.name ? language.name : `${language.nativeName} (${language.name})`;
}

export function LanguageSwitch({
  tenderId,
  languages,
  current,
}: {
  tenderId: string;
  languages: readonly string[];
  current: string;
}) {
  return (
    <nav aria-label="Notice language" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-fg">Notice language:</span>
      {languages.map((code) => {
        const language = getLanguage(code);
        return (
          <Link
            key={code}
            prefetch={false}
            href={`/tenders/${tenderId}?lang=${code}`}
            lang={code}
            hrefLang={code}
            aria-current={code === current ? 'true' : undefined}
            className="rounded-full border border-border px-3 py-1 hover:border-accent aria-[current=true]:border-accent aria-[current=true]:font-semibold"
          >
            {language ? languageName(language) : code}
          </Link>
        );
      })}
    </nav>
  );
}

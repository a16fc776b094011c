// A notice's description in its language: a TED notice's as paragraphs (the importer keeps its line breaks), a
// tender a user added as the markdown they wrote, rendered and sanitised like every markdown of the site.
import { Markdown } from '@/components/content/markdown';

export function Description({ text, lang, markdown }: { text: string | null; lang: string; markdown: boolean }) {
  return (
    <section aria-labelledby="description-heading" className="mt-10">
      <h2 id="description-heading" className="text-xl font-semibold">
        Description
      </h2>
      {!text ? (
        <p className="mt-3 text-muted-fg">The notice has no description.</p>
      ) : markdown ? (
        <div lang={lang} className="mt-3 max-w-3xl wrap-break-word hyphens-auto">
          <Markdown>{text}</Markdown>
        </div>
      ) : (
        <div lang={lang} className="mt-3 max-w-3xl space-y-3 wrap-break-word hyphens-auto">
          {text.split(/\n+/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </section>
  );
}

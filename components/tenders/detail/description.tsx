// A notice's description as paragraphs (the importer keeps the notice's line breaks), in its language.
export function Description({ text, lang }: { text: string | null; lang: string }) {
  return (
    <section aria-labelledby="description-heading" className="mt-10">
      <h2 id="description-heading" className="text-xl font-semibold">
        Description
      </h2>
      {text ? (
        <div lang={lang} className="mt-3 max-w-3xl space-y-3 wrap-break-word hyphens-auto">
          {text.split(/\n+/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-muted-fg">The notice has no description.</p>
      )}
    </section>
  );
}

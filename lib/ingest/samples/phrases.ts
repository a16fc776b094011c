// Multilingual phrase data for the sample tender generator (procurement subjects with CPV, value ranges and
// texts; notice templates in 12 languages), read from phrases.json and checked against these types on load.
import { z } from 'zod';
import phrasesJson from './phrases.json' with { type: 'json' };

export const sampleLanguages = ['en', 'de', 'sk', 'cs', 'ro', 'fr', 'it', 'es', 'pl', 'nl', 'pt', 'sv'] as const;
export type SampleLanguage = (typeof sampleLanguages)[number];

export interface SubjectText {
  /**
   * Noun phrase naming what is bought, usable as a tender title on its own, e.g. 'Lieferung von Büromöbeln' / 'Supply
   * of office furniture'. Sentence case, no trailing period.
   */
  readonly title: string;
  /**
   * One or two complete sentences describing the scope concretely (quantities, standards, what is included), in the
   * same language, ending with a period. No place names, no buyer names.
   */
  readonly scope: string;
}

export interface SampleSubject {
  /** A real 8-digit CPV 2008 code (no check digit) that fits the subject. */
  readonly cpv: string;
  /** Contract nature: 'works' | 'supplies' | 'services'. */
  readonly nature: 'works' | 'supplies' | 'services';
  /** Relative frequency (1–10), so construction and common services appear more often, like on TED. */
  readonly weight: number;
  /** Typical estimated value range in EUR [min, max]. */
  readonly valueRange: readonly [number, number];
  readonly text: Readonly<Record<SampleLanguage, SubjectText>>;
}

export interface LanguageFrames {
  /**
   * Buyer name templates with {place}: e.g. 'Stadt {place}', 'Landkreis {place}', 'Universitätsklinikum {place}',
   * 'Stadtwerke {place} GmbH'. 6–8 entries, a realistic mix (municipality, region, hospital, university, utility,
   * school authority, ministry-like body).
   */
  readonly buyers: readonly string[];
  /**
   * Title templates with {subject} and {place}; e.g. '{subject} – {place}', '{subject} für die Stadt {place}' — 3–4
   * entries. Must read naturally when {subject} is a SubjectText.title.
   */
  readonly titles: readonly string[];
  /**
   * Description templates: 3 entries, each 2–3 sentences, using {buyer}, {subject} (the SubjectText.title, lower-cased
   * where the language needs it is NOT done by code, so phrase templates so the title can follow a colon or stand in
   * quotes), {scope} (the SubjectText.scope sentence(s)), {place}, {months} (a number of months). Realistic procurement
   * prose, e.g. "{buyer} vergibt den Auftrag „{subject}“. {scope} Leistungsort: {place}. Die Vertragslaufzeit beträgt
   * {months} Monate."
   */
  readonly descriptions: readonly string[];
  /** Lot title template with {n} and {part}, e.g. 'Los {n}: {part}'. */
  readonly lot: string;
  /**
   * Names for lot parts when a tender is split by area: 4 entries like 'Nord', 'Süd', 'Ost', 'West' (or 'Bezirk
   * Nord'…), in the language.
   */
  readonly lotParts: readonly string[];
}

const language = z.enum(sampleLanguages);
const text = z.string().regex(/\S/, 'must not be blank');
const texts = z.array(text).min(1);

const subjectSchema: z.ZodType<SampleSubject> = z.object({
  cpv: z.string().regex(/^\d{8}$/),
  nature: z.enum(['works', 'supplies', 'services']),
  weight: z.number().int().min(1).max(10),
  valueRange: z.tuple([z.number().positive(), z.number().positive()]).refine(([min, max]) => min <= max),
  // A record keyed by an enum must hold every language, as the TypeScript type did.
  text: z.record(language, z.object({ title: text, scope: text })),
});

const framesSchema: z.ZodType<LanguageFrames> = z.object({
  buyers: texts,
  titles: texts,
  descriptions: texts,
  lot: text,
  lotParts: texts,
});

const phrasesSchema = z.object({
  subjects: z.array(subjectSchema).min(1),
  frames: z.record(language, framesSchema),
});

// The data was type-checked as TypeScript; as JSON it is checked here, once, when the generator loads.
const parsed = phrasesSchema.safeParse(phrasesJson);
if (!parsed.success) {
  throw new Error(`lib/ingest/samples/phrases.json does not hold valid phrases:\n${z.prettifyError(parsed.error)}`);
}

export const sampleSubjects: readonly SampleSubject[] = parsed.data.subjects;

export const sampleFrames: Readonly<Record<SampleLanguage, LanguageFrames>> = parsed.data.frames;

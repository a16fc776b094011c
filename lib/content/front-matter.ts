// Reads a markdown file's front matter and validates it with zod, failing with the file and field named.
import matter from 'gray-matter';
import { z } from 'zod';

/** Thrown for a content file that does not validate; the message names the file and each bad field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** A calendar date (YAML `2026-11-20` or a string); rejects impossible dates such as 2026-02-30. */
export const contentDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: 'expected a date written as YYYY-MM-DD' }).transform((value) => new Date(`${value}T00:00:00Z`)),
);

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return `got ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * YAML turns `2026-02-30` into 2 March without complaint. Top-level dates go back to the text written
 * in the file, so the schema can reject impossible ones.
 */
function withDatesAsWritten(data: Record<string, unknown>, frontMatter: string): Record<string, unknown> {
  const result = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (!(value instanceof Date)) continue;
    const written = new RegExp(`^${escapeRegExp(key)}:[ \\t]*["']?([^"'\\s#]+)`, 'm').exec(frontMatter)?.[1];
    if (written) result[key] = written;
  }
  return result;
}

export interface ContentFile<T> {
  data: T;
  body: string;
}

/** Splits `source` into front matter and body; `file` is the path shown in errors (`content/blog/x.md`). */
export function parseContentFile<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
): ContentFile<z.output<S>> {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from handing back a cached, shared result.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError(
      `${file}: the front matter is not valid YAML (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const data = withDatesAsWritten(parsed.data, parsed.matter);
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '(front matter)';
      return `  - field "${field}": ${issue.message} (${describeValue(valueAt(data, issue.path))})`;
    });
    throw new ContentError(`Invalid front matter in ${file}:\n${problems.join('\n')}`);
  }
  return { data: result.data, body: parsed.content };
}

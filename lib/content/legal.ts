// The legal pages (privacy policy, terms), written as markdown in content/legal.
import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cache } from 'react';
import { z } from 'zod';
import { contentDate, parseContentFile } from './front-matter';
import { fillTokens } from './tokens';

export const legalDocumentNames = ['privacy-policy', 'terms-of-service', 'terms-of-service-ai'] as const;
export type LegalDocumentName = (typeof legalDocumentNames)[number];

const frontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(80),
    description: z.string().trim().min(20).max(200),
    lastUpdated: contentDate,
    /** True until counsel has reviewed the text; the page then says so. */
    draft: z.boolean(),
  })
  .strict();

export interface LegalDocument extends z.output<typeof frontMatterSchema> {
  name: LegalDocumentName;
  body: string;
}

export async function readLegalDocument(root: string, name: LegalDocumentName): Promise<LegalDocument> {
  const shown = `content/legal/${name}.md`;
  const { data, body } = parseContentFile(shown, await readFile(join(root, `${name}.md`), 'utf8'), frontMatterSchema);
  return { ...data, name, body: fillTokens(body, shown, 'markdown') };
}

export const getLegalDocument = cache((name: LegalDocumentName): Promise<LegalDocument> =>
  readLegalDocument(join(process.cwd(), 'content/legal'), name),
);

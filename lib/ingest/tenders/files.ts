// Imports eForms notice files: expands files, folders and globs, imports each, and tallies what happened.
import { glob, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Database } from '@/lib/db';
import type { ParseFailureKind } from '@/lib/ingest/eforms';
import {
  importPreparedNotices,
  prepareNotice,
  type ImportStatus,
  type PreparedNotice,
  type PreparedResult,
} from './store';

export interface FileResult {
  readonly file: string;
  readonly status: ImportStatus;
  /** Why a file was skipped or failed. */
  readonly reason?: string;
  /** For skipped files: out of scope (expected) or broken (malformed, a mandatory field missing). */
  readonly kind?: ParseFailureKind;
  readonly tenderId?: string;
}

export interface ImportSummary {
  readonly imported: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly skipped: number;
  readonly failed: number;
  readonly results: readonly FileResult[];
}

export class InputError extends Error {}

const hasGlobCharacters = /[*?[\]{}]/;

// The paths below come from the command line or a seeder at run time. `turbopackIgnore` tells the bundler
// (this module reaches instrumentation through the seeders) not to trace the whole project for them.

/** Every .xml file named by the inputs (files, folders searched recursively, globs), sorted, each once. */
export async function expandInputs(inputs: readonly string[], cwd = process.cwd()): Promise<string[]> {
  const files = new Set<string>();
  for (const input of inputs) {
    if (hasGlobCharacters.test(input)) {
      let matched = 0;
      for await (const file of glob(/*turbopackIgnore: true*/ input, { cwd })) {
        const path = resolve(/*turbopackIgnore: true*/ cwd, file);
        if ((await stat(/*turbopackIgnore: true*/ path)).isFile()) {
          files.add(path);
          matched++;
        }
      }
      if (matched === 0) throw new InputError(`No files match ${input}`);
      continue;
    }
    const path = resolve(/*turbopackIgnore: true*/ cwd, input);
    const info = await stat(/*turbopackIgnore: true*/ path).catch(() => null);
    if (info === null) throw new InputError(`No such file or folder: ${input}`);
    if (info.isDirectory()) {
      let matched = 0;
      for await (const file of glob('**/*.xml', { cwd: /*turbopackIgnore: true*/ path })) {
        files.add(join(/*turbopackIgnore: true*/ path, file));
        matched++;
      }
      if (matched === 0) throw new InputError(`No .xml files in ${input}`);
    } else {
      files.add(path);
    }
  }
  return [...files].sort();
}

export interface ImportFilesOptions {
  /** Called after each file, for progress display. */
  readonly onResult?: (result: FileResult, done: number, total: number) => void;
  /** Shown in results and stored as the notice's origin; default: relative to the working directory. */
  readonly displayName?: (file: string) => string;
  /** Notices written per transaction (default 100). */
  readonly batchSize?: number;
  /** Parses and compresses a batch of files (default: in this thread); the CLI passes a worker pool. */
  readonly prepare?: (files: readonly FileToPrepare[]) => Promise<PrepareFileResult[]>;
  /** The files are drafts or examples, not TED publications (see PrepareOptions). */
  readonly drafts?: boolean;
}

export interface FileToPrepare {
  readonly path: string;
  readonly origin: string;
  readonly drafts?: boolean;
}

export type PrepareFileResult =
  PreparedResult | { readonly ok: false; readonly reason: string; readonly kind: 'unreadable' };

/** Reads and prepares files in this thread. */
export async function prepareFiles(files: readonly FileToPrepare[]): Promise<PrepareFileResult[]> {
  return Promise.all(
    files.map(async ({ path, origin, drafts }) => {
      try {
        return prepareNotice(await readFile(/*turbopackIgnore: true*/ path, 'utf8'), origin, { drafts });
      } catch (error) {
        return {
          ok: false as const,
          kind: 'unreadable' as const,
          reason: `Cannot read the file: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    }),
  );
}

/** Imports the files in batches; a bad file is reported, never fatal. */
export async function importFiles(
  db: Database,
  files: readonly string[],
  options: ImportFilesOptions = {},
): Promise<ImportSummary> {
  const name = options.displayName ?? ((file: string) => relative(process.cwd(), file) || file);
  const batchSize = options.batchSize ?? 100;
  const prepare = options.prepare ?? prepareFiles;
  const results: FileResult[] = [];
  const counts = { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
  const record = (result: FileResult) => {
    counts[result.status]++;
    results.push(result);
    options.onResult?.(result, results.length, files.length);
  };

  const chunks: FileToPrepare[][] = [];
  for (let start = 0; start < files.length; start += batchSize) {
    chunks.push(
      files.slice(start, start + batchSize).map((path) => ({ path, origin: name(path), drafts: options.drafts })),
    );
  }
  // Prepare the next batch while this one is written (it overlaps when preparing runs on worker threads).
  let preparing = chunks.length > 0 ? prepare(chunks[0]!) : null;
  for (const [index, chunk] of chunks.entries()) {
    const prepared = await preparing!;
    preparing = index + 1 < chunks.length ? prepare(chunks[index + 1]!) : null;
    const ready: PreparedNotice[] = [];
    for (const result of prepared) if (result.ok) ready.push(result.prepared);
    const outcomes = await importPreparedNotices(db, ready);
    let next = 0;
    prepared.forEach((result, index) => {
      const file = chunk[index]!.origin;
      if (!result.ok) {
        record(
          result.kind === 'unreadable'
            ? { file, status: 'failed', reason: result.reason }
            : { file, status: 'skipped', reason: result.reason, kind: result.kind },
        );
        return;
      }
      const outcome = outcomes[next++]!;
      if (outcome.status === 'skipped') record({ file, status: 'skipped', reason: outcome.reason, kind: outcome.kind });
      else if (outcome.status === 'failed') record({ file, status: 'failed', reason: outcome.reason });
      else record({ file, status: outcome.status, tenderId: outcome.tenderId });
    });
  }
  return { ...counts, results };
}

// Real TED notices and the eForms SDK examples, imported through the importer like any other notices, so a
// fresh install shows real procedures (the SDK drafts are marked as sample data). Attribution:
// lib/ingest/samples/NOTICE.md.
import { join } from 'node:path';
import { expandInputs, importFiles } from '@/lib/ingest/tenders/files';
import type { Database, Seeder } from '@/lib/db';

function noticeFolderSeeder(name: string, folder: string, drafts: boolean): Seeder {
  return {
    name,
    version: 1,
    async run(db: Database) {
      const files = await expandInputs([join(process.cwd(), 'lib/ingest/samples', folder)]);
      const summary = await importFiles(db, files, {
        drafts,
        displayName: (file) => `${folder}/${file.split('/').pop()}`,
      });
      if (summary.failed > 0) {
        const first = summary.results.find((r) => r.status === 'failed');
        throw new Error(
          `${summary.failed} sample notice(s) could not be written, first ${first?.file}: ${first?.reason}`,
        );
      }
      return summary.imported + summary.updated;
    },
  };
}

export const realNoticesSeeder = noticeFolderSeeder('ted-real-notices', 'ted-real-notices', false);
// One example carries a made-up publication number (12345678-2025): none of them is a real publication.
export const sdkExamplesSeeder = noticeFolderSeeder('eforms-sdk-examples', 'eforms-sdk-examples', true);

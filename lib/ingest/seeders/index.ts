// What `npm run db:seed` and the embedded database's first start load: CPV labels first (the tenders' search
// documents include them), then the sample notices and the generated sample tenders.
import type { Seeder } from '@/lib/db';
import { cpvCodesSeeder } from './cpv-codes';
import { realNoticesSeeder, sdkExamplesSeeder } from './sample-notices';
import { sampleTendersSeeder } from './sample-tenders';

export const productSeeders: Seeder[] = [cpvCodesSeeder, realNoticesSeeder, sdkExamplesSeeder, sampleTendersSeeder];

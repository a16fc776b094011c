// Loads the CPV vocabulary into app.cpv_codes.
import { sql } from 'drizzle-orm';
import { listCpvCodes, cpvParent, cpvLevel } from '@/lib/reference';
import { cpvCodes } from '@/lib/db/schema';
import type { Database, Seeder } from '@/lib/db';

const batchSize = 1000;

export const cpvCodesSeeder: Seeder = {
  name: 'cpv-codes',
  version: 1,
  async run(db: Database) {
    const rows = listCpvCodes().map((c) => ({
      code: c.code,
      checkDigit: c.codeWithCheckDigit.slice(9) || null,
      parentCode: cpvParent(c.code)?.code ?? null,
      level: cpvLevel(c.code),
      labelEn: c.en,
      labelDe: c.de || null,
    }));
    for (let i = 0; i < rows.length; i += batchSize) {
      await db
        .insert(cpvCodes)
        .values(rows.slice(i, i + batchSize))
        .onConflictDoUpdate({
          target: cpvCodes.code,
          set: {
            checkDigit: sql`excluded.check_digit`,
            parentCode: sql`excluded.parent_code`,
            level: sql`excluded.level`,
            labelEn: sql`excluded.label_en`,
            labelDe: sql`excluded.label_de`,
          },
        });
    }
    return rows.length;
  },
};

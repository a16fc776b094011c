// Which SQL statements a piece of work sent: every Drizzle database this process opens logs through here, and
// a caller that asks (a test that a page only reads, say) gets the statements run within its own async context.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const recording = new AsyncLocalStorage<string[]>();

/** Drizzle's logger for this process's databases: cheap when nobody records. */
export const statementLogger: Logger = {
  logQuery(query) {
    recording.getStore()?.push(query);
  },
};

/** Runs `fn` and returns the statements it sent (not those of other work running meanwhile), in order. */
export async function recordStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await recording.run(statements, fn);
  return { result, statements };
}

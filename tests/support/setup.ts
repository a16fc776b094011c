// Each Vitest worker gets its own database: an in-memory PGlite, or its own Postgres database
// when DATABASE_URL is set (created fresh from that server's URL).
import postgres from 'postgres';

const workerId = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
process.env.NEXT_PUBLIC_EDITION ??= 'eu';

const baseUrl = process.env.DATABASE_URL;
if (baseUrl && !process.env.TENDERSCOPE_TEST_DB_READY) {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_test_${workerId}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.MIGRATE_ON_START = 'true';
  process.env.TENDERSCOPE_TEST_DB_READY = '1';
} else if (!baseUrl) {
  process.env.DATA_DIR = 'memory://';
}

import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * PostgreSQL for tests. `TEST_POSTGRES_URL` names a server database the tests may use to create throw-away
 * databases (`npm run pg:start` prints one). Unset: PostgreSQL tests are skipped, except in CI (`CI=true`),
 * where that is a failure. See docs/database.md.
 */
export const testPostgresUrl: string | undefined = process.env.TEST_POSTGRES_URL || undefined;

/** True when running in CI, where missing PostgreSQL must fail rather than skip. */
export const inCi: boolean = process.env.CI === "true" || process.env.CI === "1";

/** Why PostgreSQL tests are skipped locally; the suite title shows it. */
export const pgSkipReason =
  "TEST_POSTGRES_URL is unset: start one with `npm run pg:start` and export the URL it prints";

/** A fresh, uniquely named database on the test server; `drop()` removes it (forcing other sessions off). */
export async function createTempPgDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `duelhall_t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

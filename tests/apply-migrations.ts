import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test'

/** vitest.config.ts passes the migrations as a test-only binding. */
const { DB, TEST_MIGRATIONS } = env as Env & { TEST_MIGRATIONS: D1Migration[] }

// Setup files may run once per test file; applyD1Migrations skips what is already applied.
await applyD1Migrations(DB, TEST_MIGRATIONS)

import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'))
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    resolve: { alias: { '~': path.join(import.meta.dirname, 'app') } },
    test: {
      include: ['{app,workers,durable-objects,contracts}/**/*.test.{ts,tsx}'],
      setupFiles: ['./tests/apply-migrations.ts'],
      // Remix's server runtime is CommonJS; pre-bundling lets workerd load it.
      deps: { optimizer: { ssr: { enabled: true, include: ['@remix-run/cloudflare', '@remix-run/server-runtime'] } } },
    },
  }
})

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The security suite (`npm run test:security`): everything under tests/security plus the abuse tests that sit beside
 * their file. `npm run test:unit` leaves them out (TEST_SUITE=unit), so `npm test` runs each test once; a plain
 * `npx vitest run <file>` still finds any test.
 */
const SECURITY_TESTS = [
  'tests/security/**/*.test.ts',
  'workers/api/request-guards.test.ts',
  'workers/api/auth-throttle.test.ts',
  'workers/media/request-body.test.ts',
  'durable-objects/room/chat/chat-flood.test.ts',
]
const ALL_TESTS = ['{app,workers,durable-objects,contracts,bench}/**/*.test.{ts,tsx}', 'tests/security/**/*.test.ts']

function testFiles(suite: string | undefined) {
  if (suite === 'security') return { include: SECURITY_TESTS, exclude: configDefaults.exclude }
  if (suite === 'unit') return { include: ALL_TESTS, exclude: [...configDefaults.exclude, ...SECURITY_TESTS] }
  return { include: ALL_TESTS, exclude: configDefaults.exclude }
}

const UNUSED_DECODER_PARTS = 'workers/media/loudness/decoders/unused-decoder-parts.ts'
const MEDIA_FIXTURES = path.join(import.meta.dirname, 'tests/fixtures/media')

/**
 * Workerd tests cannot read the file system, so the media fixtures travel as a binding: base64 by name, plus the
 * manifest.
 */
async function mediaFixtures() {
  const manifest = JSON.parse(await readFile(path.join(MEDIA_FIXTURES, 'manifest.json'), 'utf8')) as {
    files: { name: string }[]
  }
  const files = Object.fromEntries(
    await Promise.all(
      manifest.files.map(async ({ name }) => [
        name,
        (await readFile(path.join(MEDIA_FIXTURES, name))).toString('base64'),
      ]),
    ),
  )
  return { manifest: manifest.files, files }
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'))
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, TEST_MEDIA_FIXTURES: await mediaFixtures() } },
      }),
    ],
    resolve: {
      alias: {
        '~': path.join(import.meta.dirname, 'app'),
        // As wrangler.toml's [alias]: parts of the audio decoders the Worker never runs.
        '@eshaz/web-worker': path.join(import.meta.dirname, UNUSED_DECODER_PARTS),
        '@wasm-audio-decoders/opus-ml': path.join(import.meta.dirname, UNUSED_DECODER_PARTS),
      },
    },
    test: {
      ...testFiles(process.env.TEST_SUITE),
      // Generous: a busy 2-core machine can stall workerd for seconds; a timeout is not a result.
      testTimeout: 15_000,
      setupFiles: ['./tests/apply-migrations.ts'],
      // Remix's server runtime is CommonJS; pre-bundling lets workerd load it.
      deps: { optimizer: { ssr: { enabled: true, include: ['@remix-run/cloudflare', '@remix-run/server-runtime'] } } },
    },
  }
})

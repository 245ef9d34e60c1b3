import { env } from 'cloudflare:test'

/** One entry of tests/fixtures/media/manifest.json (the fields the tests read). */
export interface MediaFixture {
  name: string
  bytes: number
  category: 'audio' | 'video' | 'image' | 'bad-input'
  mime?: string
  duration_s?: number
  width?: number
  height?: number
  /** Bad inputs: which upload they are sent to and the status the server must answer. */
  input_kind?: 'audio' | 'image'
  expected_status?: number
}

/** vitest.config.ts passes the fixtures as a test-only binding. */
const { TEST_MEDIA_FIXTURES } = env as Env & {
  TEST_MEDIA_FIXTURES: { manifest: MediaFixture[]; files: Record<string, string> }
}

export const mediaFixtures = TEST_MEDIA_FIXTURES.manifest

export function fixtureBytes(name: string): Uint8Array<ArrayBuffer> {
  const base64 = TEST_MEDIA_FIXTURES.files[name]
  if (base64 === undefined) throw new Error(`no media fixture named ${name}`)
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

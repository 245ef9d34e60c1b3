import { describe, expect, it } from 'vitest'
import { purgeZoneUrls, zonePurgeOf } from './zone-purge'

const ZONE = { zoneId: 'zone123', token: 'purge-token' }

/** A stand-in for fetch that records each call and answers with `status`. */
function fakeFetch(status = 200) {
  const calls: { url: string; init: RequestInit }[] = []
  const send = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response('{}', { status })
  }) as unknown as typeof fetch
  return { calls, send }
}

describe('the zone purge', () => {
  it('is off unless both the zone id and the token are set', () => {
    expect(zonePurgeOf({} as Env)).toBeNull()
    expect(zonePurgeOf({ CACHE_PURGE_ZONE_ID: 'zone123' } as unknown as Env)).toBeNull()
    expect(zonePurgeOf({ CACHE_PURGE_ZONE_ID: 'zone123', CACHE_PURGE_TOKEN: 'purge-token' } as unknown as Env)).toEqual(
      ZONE,
    )
  })

  it("asks the zone's purge API to drop the URLs, 30 a call, with the token", async () => {
    const urls = Array.from({ length: 45 }, (_, i) => `https://soundwave.example/track/${i}`)
    const { calls, send } = fakeFetch()
    await purgeZoneUrls(ZONE, urls, send)
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.cloudflare.com/client/v4/zones/zone123/purge_cache',
      'https://api.cloudflare.com/client/v4/zones/zone123/purge_cache',
    ])
    for (const { init } of calls) {
      expect(init.method).toBe('POST')
      expect(init.headers).toMatchObject({ Authorization: 'Bearer purge-token', 'Content-Type': 'application/json' })
    }
    const files = calls.map((call) => (JSON.parse(call.init.body as string) as { files: string[] }).files)
    expect(files.map((batch) => batch.length)).toEqual([30, 15])
    expect(files.flat()).toEqual(urls)
  })

  it('does not fail the change it follows when the zone refuses', async () => {
    const { calls, send } = fakeFetch(403)
    await expect(purgeZoneUrls(ZONE, ['https://soundwave.example/'], send)).resolves.toBeUndefined()
    expect(calls).toHaveLength(1)
  })
})

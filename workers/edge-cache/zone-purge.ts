/**
 * Purge by URL through the zone's API, which reaches every data centre; the Cache API's delete reaches only the one
 * it runs in (docs/decisions/045-*). Switched on by two settings a deploy may give: CACHE_PURGE_ZONE_ID (a var) and
 * CACHE_PURGE_TOKEN (a secret, an API token allowed "Zone: Cache Purge" on that zone alone).
 */
const PURGE_API = 'https://api.cloudflare.com/client/v4/zones'
/** The most URLs one purge call takes on every plan. */
const URLS_PER_CALL = 30

export interface ZonePurge {
  zoneId: string
  token: string
}

export function zonePurgeOf(env: Env): ZonePurge | null {
  const { CACHE_PURGE_ZONE_ID: zoneId, CACHE_PURGE_TOKEN: token } = env as unknown as Record<string, unknown>
  return typeof zoneId === 'string' && zoneId && typeof token === 'string' && token ? { zoneId, token } : null
}

/**
 * Asks the zone to drop `urls` everywhere. A refused call is logged, not thrown: the change it follows is made, this
 * data centre's copies are gone, and the others' expire within their 10 s.
 */
export async function purgeZoneUrls({ zoneId, token }: ZonePurge, urls: string[], send = fetch): Promise<void> {
  const calls = []
  for (let start = 0; start < urls.length; start += URLS_PER_CALL) {
    const files = urls.slice(start, start + URLS_PER_CALL)
    calls.push(
      send(`${PURGE_API}/${zoneId}/purge_cache`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ files }),
      }).then(async (response) => {
        if (!response.ok) console.error('zone purge refused', response.status, await response.text())
      }),
    )
  }
  await Promise.all(calls)
}

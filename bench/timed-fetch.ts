/** A browser's user agent: a crawler's would be answered only once the whole page is rendered. */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
}

export interface TimedFetch {
  ttfbMs: number
  bytes: number
  headers: Headers
}

/** Time until the first chunk of the body arrives, then the whole body's size, as a browser asks. */
export async function fetchTimed(url: string, headers: Record<string, string> = {}): Promise<TimedFetch> {
  const started = performance.now()
  const response = await fetch(url, { headers: { ...BROWSER, ...headers } })
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`)
  const reader = response.body.getReader()
  let chunk = await reader.read()
  const ttfbMs = performance.now() - started
  let bytes = 0
  while (!chunk.done) {
    bytes += chunk.value.byteLength
    chunk = await reader.read()
  }
  return { ttfbMs, bytes, headers: response.headers }
}

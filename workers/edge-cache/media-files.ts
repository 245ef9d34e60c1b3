import { edgeCache } from './edge-cache'
import { parseByteRange } from '../media/byte-range'

/** A file is kept once, at its address without the query, so no `?…` variant outlives a purge of the address. */
const fileAddress = (url: string) => {
  const address = new URL(url)
  address.search = ''
  return address.toString()
}

/** What the cache may answer from a kept whole file: its bytes, a range of them, or "not modified". */
const ANSWERED_FROM_CACHE = new Set([200, 206, 304])

/**
 * A media file from the edge cache, a Range of it included, or undefined to read it from R2. Only a single range the
 * cache can answer alike goes to it; one no file could satisfy goes to R2, which says why in JSON, and a malformed
 * one or several ranges get the whole file, as from R2 (workers/media/byte-range.ts).
 */
export async function cachedMediaFile(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined
  const range = request.headers.get('Range')
  const asked = parseByteRange(range, Number.MAX_SAFE_INTEGER)
  if (asked === 'unsatisfiable') return undefined
  const headers = new Headers()
  if (range && asked) headers.set('Range', range)
  const ifNoneMatch = request.headers.get('If-None-Match')
  if (ifNoneMatch) headers.set('If-None-Match', ifNoneMatch)
  const cached = await edgeCache().match(new Request(fileAddress(request.url), { headers }))
  if (cached && ANSWERED_FROM_CACHE.has(cached.status)) return cached
  await cached?.body?.cancel()
  return undefined
}

/**
 * Reads the whole file once more and keeps it at its URL, for the next request of it or of any range of it (a miss
 * asked R2 for the range it wanted); `describe` gives the headers every answer with its bytes carries.
 */
export async function keepMediaFile(
  bucket: R2Bucket,
  url: string,
  key: string,
  describe: (object: R2Object) => Headers,
): Promise<void> {
  const whole = await bucket.get(key)
  if (!whole) return
  const headers = describe(whole)
  headers.set('Content-Length', String(whole.size))
  await edgeCache().put(fileAddress(url), new Response(whole.body, { status: 200, headers }))
  // Deleted (and purged) while it was being kept: a file that is gone must not come back from the cache.
  if (!(await bucket.head(key))) await edgeCache().delete(fileAddress(url))
}

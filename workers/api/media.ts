import { Hono, type Context } from 'hono'
import type { ApiError } from '../../contracts/user'
import { cachedMediaFile, keepMediaFile } from '../edge-cache/media-files'
import { parseByteRange } from '../media/byte-range'
import { mediaUrl } from '../media/store'
import { withholdersOf, type Withholder } from '../media/withheld'
import { currentUser, fail } from './http'
import type { AppEnv } from './types'
import { uploadsRouter } from './uploads'

/**
 * Keys are made by storeMedia ('audio/<sha256>.mp3'), for audio streamed in parts by storeStreamedAudio
 * ('audio/<uuid>.mp3'), and for a streaming rendition by renditionKeyOf ('audio/<sha256>-192k.mp3'); anything else,
 * '..' included, is no key of ours.
 */
const MEDIA_KEY = /^[a-z]+(\/[A-Za-z0-9_-]+)+\.[a-z0-9]+$/
const MAX_KEY_LENGTH = 256
const NOT_FOUND = 'No such media file'

/** An If-None-Match list matches the object's ETag (weak comparison, so W/ prefixes are ignored). */
function matchesETag(ifNoneMatch: string, etag: string) {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/** What every answer with the file's bytes says of it, from R2 or from the edge cache. */
function fileHeaders(object: R2Object) {
  return new Headers({
    // Keys (content hashes, or uuids used once) never change their bytes, so caches may keep them forever. This
    // replaces the API's no-store, which the session middleware set before this handler ran.
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: object.httpEtag,
    'Last-Modified': object.uploaded.toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // Should a file ever be opened directly, it runs no script and loads nothing, whatever its bytes (polyglots).
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
  })
}

/** The secret of one of the withholding tracks' links (`?s=`), or the session of one of their owners. */
async function mayOpenWithheld(c: Context<AppEnv>, withholders: Withholder[]) {
  const token = c.req.query('s')
  if (token && withholders.some((track) => track.privateToken === token)) return true
  const viewer = await currentUser(c)
  return withholders.some((track) => track.userId === viewer?.id)
}

/** Media files: uploading them (./uploads) and serving them back. */
export const mediaRouter = new Hono<AppEnv>().route('/', uploadsRouter).get('/media/:key{.+}', async (c) => {
  const key = c.req.param('key')
  if (key.length > MAX_KEY_LENGTH || !MEDIA_KEY.test(key)) return fail(404, NOT_FOUND)
  // The cache keeps public files only, and a file whose track turns private leaves it at once
  // (docs/decisions/042-private-links-and-scheduled-releases.md): a file it holds is answered without D1.
  const cached = await cachedMediaFile(c.req.raw)
  if (cached) return cached
  // A private track's file is answered to its owner and its link alone, never from the shared cache.
  const withholders = await withholdersOf(c.get('db'), mediaUrl(key))
  if (withholders.length > 0 && !(await mayOpenWithheld(c, withholders))) return fail(404, NOT_FOUND)
  const object = await c.env.MEDIA.head(key)
  if (!object) return fail(404, NOT_FOUND)

  for (const [name, value] of fileHeaders(object)) c.header(name, value)
  if (withholders.length > 0) c.header('Cache-Control', 'private, no-store')
  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatch && matchesETag(ifNoneMatch, object.httpEtag)) return c.body(null, 304)

  const range = parseByteRange(c.req.header('Range'), object.size)
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${object.size}`)
    c.header('Cache-Control', 'no-store') // an answer to this Range only, never the file's
    return c.json<ApiError>({ message: `Range not satisfiable: the file has ${object.size} bytes` }, 416)
  }
  const { offset, length } = range ?? { offset: 0, length: object.size }
  c.header('Content-Length', String(length))
  if (range) c.header('Content-Range', `bytes ${offset}-${offset + length - 1}/${object.size}`)
  const status = range ? 206 : 200
  if (c.req.method === 'HEAD') return c.body(null, status)
  const body = await c.env.MEDIA.get(key, { range: { offset, length } })
  if (body) {
    if (withholders.length === 0) c.executionCtx.waitUntil(keepMediaFile(c.env.MEDIA, c.req.url, key, fileHeaders))
    return c.body(body.body, status)
  }
  c.header('Cache-Control', 'no-store') // deleted since the head(): this 404 must not be cached for a year
  return fail(404, NOT_FOUND)
})

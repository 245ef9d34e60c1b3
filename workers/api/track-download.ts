import { Hono } from 'hono'
import { idParams } from '../../contracts/common'
import { privateLinkQuerySchema } from '../../contracts/tracks'
import { findTrack } from '../db/tracks'
import { accessTo } from '../reads/private-links'
import { attachmentDisposition } from '../media/attachment'
import { audioExtensionOf } from '../media/audio-probe'
import { mediaKeyOf } from '../media/store'
import { currentUser, fail, validate } from './http'
import type { AppEnv } from './types'

/**
 * GET /api/tracks/{id}/download: the track's original audio as uploaded, saved under its title, for anyone when its
 * owner allows downloads and for the owner always (docs/product/api.md).
 */
export const trackDownloadRouter = new Hono<AppEnv>().get(
  '/tracks/:id/download',
  validate('param', idParams('id')),
  validate('query', privateLinkQuerySchema),
  async (c) => {
    const track = (await findTrack(c.get('db'), c.req.valid('param').id)) ?? fail(404, 'Track not found')
    // A private track downloads for its owner and with its link's secret: to anyone else it does not exist.
    if (!(await accessTo(c.get('reader'), track, c.req.valid('query').s))) fail(404, 'Track not found')
    if (!track.allowDownload && (await currentUser(c))?.id !== track.userId)
      fail(403, 'The owner does not allow downloads of this track')
    const key = mediaKeyOf(track.audioUrl)
    const object = key ? await c.env.MEDIA.get(key) : null
    if (!key || !object) return fail(404, 'No such media file')
    const contentType = object.httpMetadata?.contentType ?? 'application/octet-stream'
    // Keys end in the extension of the type the file was stored as (workers/media/store.ts, recording.ts of
    // durable-objects/media).
    const extension = audioExtensionOf(contentType) ?? key.slice(key.lastIndexOf('.') + 1)
    c.header('Content-Type', contentType)
    c.header('Content-Length', String(object.size))
    c.header('Content-Disposition', attachmentDisposition(track.title, extension))
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(object.body, 200)
  },
)

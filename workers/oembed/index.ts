import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { embedIframe, embedPath, fittedEmbedSize } from '../../contracts/embed'
import type { OEmbedResponse } from '../../contracts/oembed'
import { oembedQuerySchema } from '../../contracts/oembed'
import { SITE_NAME } from '../../contracts/plain-values'
import type { ApiError } from '../../contracts/user'
import { fail, validate } from '../api/http'
import type { AppEnv } from '../api/types'
import { getDb } from '../db/client'
import { readerFor } from '../reads/reader'
import { embeddedPage, NOT_EMBEDDABLE } from './embedded-pages'

/** Embeds are public: an oEmbed answer is the same for everyone, so it reads no session. */
const app = new Hono<AppEnv>()

app.onError((error, c) => {
  if (error instanceof HTTPException) return c.json<ApiError>({ message: error.message }, error.status)
  console.error('unhandled oEmbed error', error)
  return c.json<ApiError>({ message: 'Something went wrong on our side. Please try again.' }, 500)
})

/** GET /oembed?url=&format=json&maxwidth=&maxheight= (docs/product/api.md#oembed, oembed.com's rich type). */
export const oembed = app.get('/oembed', validate('query', oembedQuerySchema), async (c) => {
  const query = c.req.valid('query')
  if (query.format !== 'json') fail(501, 'Only format=json is served')
  const origin = new URL(c.req.url).origin
  const page = new URL(query.url)
  if (page.origin !== origin) fail(404, NOT_EMBEDDABLE)
  const embedded = await embeddedPage(readerFor(getDb(c.env.DB), c.env, undefined), page.pathname)
  const size = fittedEmbedSize(embedded.kind, { width: query.maxwidth, height: query.maxheight })
  const absolute = (path: string) => new URL(path, origin).href
  return c.json<OEmbedResponse>({
    version: '1.0',
    type: 'rich',
    provider_name: SITE_NAME,
    provider_url: absolute('/'),
    title: embedded.title,
    author_name: embedded.author.displayName,
    author_url: absolute(`/profile/${encodeURIComponent(embedded.author.username)}`),
    html: embedIframe(absolute(embedPath(embedded.kind, embedded.id)), size, embedded.title),
    width: size.width,
    height: size.height,
    ...(embedded.thumbnail && { thumbnail_url: absolute(embedded.thumbnail) }),
  })
})

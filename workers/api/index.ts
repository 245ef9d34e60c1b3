import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import type { ApiError } from '../../contracts/user'
import { SESSION_COOKIE } from '../auth/session'
import { getDb } from '../db/client'
import { accountRouter } from './account'
import { authRouter } from './auth'
import { commentsRouter } from './comments'
import { creatorsRouter } from './creators'
import { followsRouter } from './follows'
import { healthRouter } from './health'
import { historyRouter } from './history'
import { likesRouter } from './likes'
import { mediaRouter } from './media'
import { notificationsRouter } from './notifications'
import { playlistsRouter } from './playlists'
import { readerFor } from '../reads/reader'
import { postsRouter } from './posts'
import { repostsRouter } from './reposts'
import { searchRouter } from './search'
import { settingsRouter } from './settings'
import { streamsRouter } from './streams'
import { trackDownloadRouter } from './track-download'
import { tracksRouter } from './tracks'
import { boundedBodies, sameOriginWrites } from './request-guards'
import type { AppEnv } from './types'
import { usersRouter } from './users'

const app = new Hono<AppEnv>().basePath('/api')

// Refusals that need no session come first.
app.use(sameOriginWrites, boundedBodies)
app.use(async (c, next) => {
  const db = getDb(c.env.DB)
  c.set('db', db)
  c.set('reader', readerFor(db, c.env, getCookie(c, SESSION_COOKIE)))
  c.header('Cache-Control', 'no-store')
  await next()
})

app.onError((error, c) => {
  if (error instanceof HTTPException) return c.json<ApiError>({ message: error.message }, error.status)
  console.error('unhandled API error', error)
  return c.json<ApiError>({ message: 'Something went wrong on our side. Please try again.' }, 500)
})

app.notFound((c) => c.json<ApiError>({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404))

export const api = app
  .route('/', authRouter)
  .route('/', accountRouter)
  .route('/', healthRouter)
  .route('/', usersRouter)
  .route('/', settingsRouter)
  .route('/', followsRouter)
  .route('/', streamsRouter)
  .route('/', creatorsRouter)
  .route('/', playlistsRouter)
  .route('/', searchRouter)
  .route('/', tracksRouter)
  .route('/', trackDownloadRouter)
  .route('/', postsRouter)
  .route('/', commentsRouter)
  .route('/', likesRouter)
  .route('/', repostsRouter)
  .route('/', historyRouter)
  .route('/', mediaRouter)
  .route('/', notificationsRouter)

export type Api = typeof api

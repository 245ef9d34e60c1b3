import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import type { ApiError } from '../../contracts/user'
import { SESSION_COOKIE, userOfRequest } from '../auth/session'
import { getDb } from '../db/client'
import type { User } from '../db/schema'
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
import { postsRouter } from './posts'
import { searchRouter } from './search'
import { settingsRouter } from './settings'
import { streamsRouter } from './streams'
import { tracksRouter } from './tracks'
import { boundedBodies, sameOriginWrites } from './request-guards'
import type { AppEnv } from './types'
import { usersRouter } from './users'

const app = new Hono<AppEnv>().basePath('/api')

// Refusals that need no session come first.
app.use(sameOriginWrites, boundedBodies)
/** Hono throws when a request came without one (a test's `app.request`). */
function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}

app.use(async (c, next) => {
  const db = getDb(c.env.DB)
  c.set('db', db)
  // Read on first use: serving media, lists and search reads nothing of the session, even for a signed-in user.
  let user: Promise<User | null> | undefined
  c.set('sessionUser', () => (user ??= userOfRequest(db, getCookie(c, SESSION_COOKIE), executionContextOf(c))))
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
  .route('/', postsRouter)
  .route('/', commentsRouter)
  .route('/', likesRouter)
  .route('/', historyRouter)
  .route('/', mediaRouter)
  .route('/', notificationsRouter)

export type Api = typeof api

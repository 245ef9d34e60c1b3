import { Hono, type Context } from 'hono'
import { idParams, userItemsQuerySchema } from '../../contracts/common'
import { playlistNameSchema, playlistTrackSchema } from '../../contracts/playlists'
import {
  addPlaylistTrack,
  createPlaylist,
  deletePlaylist,
  findPlaylistRow,
  removePlaylistTrack,
  renamePlaylist,
} from '../db/playlists'
import { findTrack } from '../db/tracks'
import { fail, requireOwned, requireUser, validate } from './http'
import { pagesShowing, purgeEdgeCache } from '../edge-cache/purge'
import { idempotent } from './idempotency'
import { libraryReads, PLAYLIST_NOT_FOUND } from '../reads/library'
import type { AppEnv } from './types'

const playlistParams = idParams('id')

const requireOwnPlaylist = (c: Context<AppEnv>, id: number) =>
  requireOwned(c, (db) => findPlaylistRow(db, id), 'playlist', PLAYLIST_NOT_FOUND)

const playlistResponse = async (c: Context<AppEnv>, id: number) =>
  c.json(await libraryReads.playlist(c.get('reader'), id))

export const playlistsRouter = new Hono<AppEnv>()
  .get('/playlists', validate('query', userItemsQuerySchema), async (c) =>
    c.json(await libraryReads.playlists(c.get('reader'), c.req.valid('query'))),
  )
  .post('/playlists', idempotent, validate('json', playlistNameSchema), async (c) => {
    const user = await requireUser(c)
    return c.json(await createPlaylist(c.get('db'), user.id, c.req.valid('json').name), 201)
  })
  // Playlists are public to read, like a profile, so a link to /playlist/{id} works for anyone.
  .get('/playlists/:id', validate('param', playlistParams), (c) => playlistResponse(c, c.req.valid('param').id))
  .patch('/playlists/:id', validate('param', playlistParams), validate('json', playlistNameSchema), async (c) => {
    const playlist = await requireOwnPlaylist(c, c.req.valid('param').id)
    return c.json(await renamePlaylist(c.get('db'), playlist.id, c.req.valid('json').name))
  })
  .delete('/playlists/:id', validate('param', playlistParams), async (c) => {
    const playlist = await requireOwnPlaylist(c, c.req.valid('param').id)
    await deletePlaylist(c.get('db'), playlist.id)
    await purgeEdgeCache(c.req.url, pagesShowing.playlist(playlist.id, await requireUser(c)))
    return c.json({ message: 'Playlist deleted' })
  })
  .post(
    '/playlists/:id/tracks',
    idempotent,
    validate('param', playlistParams),
    validate('json', playlistTrackSchema),
    async (c) => {
      const playlist = await requireOwnPlaylist(c, c.req.valid('param').id)
      const { trackId } = c.req.valid('json')
      const db = c.get('db')
      const track = (await findTrack(db, trackId)) ?? fail(404, 'Track not found')
      const added = await addPlaylistTrack(db, playlist.id, trackId)
      if (!added) fail(409, `${track.title} is already in ${playlist.name}.`)
      return playlistResponse(c, playlist.id)
    },
  )
  .delete('/playlists/:id/tracks/:trackId', validate('param', idParams('id', 'trackId')), async (c) => {
    const { id, trackId } = c.req.valid('param')
    const playlist = await requireOwnPlaylist(c, id)
    await removePlaylistTrack(c.get('db'), playlist.id, trackId)
    return playlistResponse(c, playlist.id)
  })

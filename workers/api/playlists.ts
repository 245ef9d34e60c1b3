import { Hono, type Context } from 'hono'
import { idParams, userItemsQuerySchema } from '../../contracts/common'
import { playlistChangesSchema, playlistNameSchema, playlistTrackSchema } from '../../contracts/playlists'
import { privateLinkQuerySchema } from '../../contracts/tracks'
import {
  addPlaylistTrack,
  createPlaylist,
  deletePlaylist,
  findPlaylistRow,
  removePlaylistTrack,
  updatePlaylist,
} from '../db/playlists'
import { findTrack } from '../db/tracks'
import { fail, requireOwned, requireUser, validate } from './http'
import { pagesShowing, purgeEdgeCache } from '../edge-cache/purge'
import { idempotent } from './idempotency'
import { libraryReads, PLAYLIST_NOT_FOUND } from '../reads/library'
import { accessTo, newPrivateToken } from '../reads/private-links'
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
    const { name, visibility } = c.req.valid('json')
    const privateToken = visibility === 'private' ? newPrivateToken() : null
    return c.json(await createPlaylist(c.get('db'), { userId: user.id, name, visibility, privateToken }), 201)
  })
  // A public playlist is public to read, like a profile, so a link to /playlist/{id} works for anyone; a private one
  // for its owner and its link (?s=) alone.
  .get('/playlists/:id', validate('param', playlistParams), validate('query', privateLinkQuerySchema), async (c) =>
    c.json(await libraryReads.playlist(c.get('reader'), c.req.valid('param').id, c.req.valid('query').s)),
  )
  .patch('/playlists/:id', validate('param', playlistParams), validate('json', playlistChangesSchema), async (c) => {
    const playlist = await requireOwnPlaylist(c, c.req.valid('param').id)
    const changes = c.req.valid('json')
    const madePrivate = changes.visibility === 'private' && !playlist.privateToken
    const updated = await updatePlaylist(c.get('db'), playlist.id, {
      ...changes,
      ...(madePrivate ? { privateToken: newPrivateToken() } : {}),
    })
    if (changes.visibility === 'private')
      await purgeEdgeCache(c.req.url, pagesShowing.playlist(playlist.id, await requireUser(c)))
    return c.json(updated)
  })
  // A new secret for the private link: the old link ends at once (a public playlist keeps it for when it is private).
  .post('/playlists/:id/private-link', validate('param', playlistParams), async (c) => {
    const playlist = await requireOwnPlaylist(c, c.req.valid('param').id)
    await updatePlaylist(c.get('db'), playlist.id, { privateToken: newPrivateToken() })
    return playlistResponse(c, playlist.id)
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
      // Someone else's private track is, here too, a track that does not exist (a link does not make it addable).
      const found = await findTrack(db, trackId)
      const track = found && (await accessTo(c.get('reader'), found, undefined)) ? found : fail(404, 'Track not found')
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

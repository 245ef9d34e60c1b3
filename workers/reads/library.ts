import { userItemsQuerySchema, type PageQuery } from '../../contracts/common'
import { historyQuerySchema } from '../../contracts/tracks'
import { fail, readAsViewer } from '../api/http'
import { listLikedTracks } from '../db/likes'
import { findPlaylist, listPlaylists } from '../db/playlists'
import { listeningHistory } from '../db/plays'
import { accessTo } from './private-links'
import type { Reader } from './reader'

export const PLAYLIST_NOT_FOUND = 'Playlist not found'

/** The viewer's library, only ever their own; a playlist is public to read, like a profile. */
export const libraryReads = {
  likedTracks: (reader: Reader, page: PageQuery = userItemsQuerySchema.parse({})) =>
    readAsViewer(reader, (viewerId) => listLikedTracks(reader.db, viewerId, page)),
  history: (reader: Reader, limit = historyQuerySchema.parse({}).limit) =>
    readAsViewer(reader, (viewerId) => listeningHistory(reader.db, viewerId, limit)),
  playlists: (reader: Reader, page: PageQuery) =>
    readAsViewer(reader, (viewerId) => listPlaylists(reader.db, viewerId, page)),
  // `token`: the secret of a private playlist's link (?s=); only its owner is told the secret.
  playlist: async (reader: Reader, id: number, token?: string) => {
    const playlist = await findPlaylist(reader.db, id)
    const access = playlist && (await accessTo(reader, playlist, token))
    if (!playlist || !access) return fail(404, PLAYLIST_NOT_FOUND)
    return access === 'owner' ? playlist : { ...playlist, privateToken: null }
  },
}

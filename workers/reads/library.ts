import { userItemsQuerySchema, type PageQuery } from '../../contracts/common'
import { historyQuerySchema } from '../../contracts/tracks'
import { fail, requireViewer } from '../api/http'
import { listLikedTracks } from '../db/likes'
import { findPlaylist, listPlaylists } from '../db/playlists'
import { listeningHistory } from '../db/plays'
import type { Reader } from './reader'

export const PLAYLIST_NOT_FOUND = 'Playlist not found'

/** The viewer's library, only ever their own; a playlist is public to read, like a profile. */
export const libraryReads = {
  likedTracks: async (reader: Reader, page: PageQuery = userItemsQuerySchema.parse({})) =>
    listLikedTracks(reader.db, (await requireViewer(reader)).id, page),
  history: async (reader: Reader, limit = historyQuerySchema.parse({}).limit) =>
    listeningHistory(reader.db, (await requireViewer(reader)).id, limit),
  playlists: async (reader: Reader, page: PageQuery) =>
    listPlaylists(reader.db, (await requireViewer(reader)).id, page),
  playlist: async ({ db }: Reader, id: number) => (await findPlaylist(db, id)) ?? fail(404, PLAYLIST_NOT_FOUND),
}

import { searchPosts, searchStreams, searchTracks, searchUsers } from '../db/search'
import type { Reader } from './reader'

const searchers = { tracks: searchTracks, users: searchUsers, streams: searchStreams, posts: searchPosts }

export type SearchKind = keyof typeof searchers

/** One of the four searches, open to visitors. */
export const search = <Kind extends SearchKind>({ db }: Reader, kind: Kind, text: string) =>
  searchers[kind](db, text) as ReturnType<(typeof searchers)[Kind]>

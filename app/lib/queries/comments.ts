import { queryOptions, type Query } from '@tanstack/react-query'
import { pagedPath, type Page } from './browse'
import { creatorQueries } from './creator'
import { privateLinkQuery, trackQueries } from './content'
import type { Comment } from './types'

export const COMMENTS_PAGE_SIZE = 20

/** What comments hang on: a track (whose comments may be pinned to a moment) or a post. */
export interface CommentedContent {
  contentType: 'track' | 'post'
  id: number
  /** A private track's link secret, when its page was opened with `?s=`: its comments are read and written with it. */
  secret?: string | null
}

export const commentsPath = ({ contentType, id }: CommentedContent) => `/api/${contentType}s/${id}/comments`

/** Where a comment is written: the link's secret goes along, as on the track's own read. */
export const newCommentPath = (content: CommentedContent) =>
  `${commentsPath(content)}${privateLinkQuery(content.secret)}`

export const commentQueries = {
  page: (content: CommentedContent, page: Required<Page>) =>
    queryOptions<Comment[]>({ queryKey: [pagedPath(commentsPath(content), { s: content.secret ?? undefined }, page)] }),
  /** The track or post itself, which carries `commentCount`. */
  content: ({ contentType, id, secret }: CommentedContent) =>
    contentType === 'track' ? trackQueries.detail(id, secret) : creatorQueries.post(id),
}

/** Every loaded page of the content's comments: each page is its own query, keyed by its path. */
export const isCommentPageOf = (content: CommentedContent) => (query: Query) =>
  String(query.queryKey[0]).startsWith(`${commentsPath(content)}?`)

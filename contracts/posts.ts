import { z } from 'zod'
import { atLeastOneField, idSchema, tagsSchema } from './common'
import type { UserSummary } from './tracks'

export const postTypes = ['text', 'image'] as const

/** The form splits tags on commas; blanks left by that are dropped rather than refused. */
const dropBlankTags = (tags: unknown) =>
  tags == null ? [] : Array.isArray(tags) ? tags.filter((tag) => typeof tag !== 'string' || tag.trim() !== '') : tags

/** The fields a post's author writes, at creation and when editing. */
const postTextFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(10_000, 'Content must be at most 10,000 characters'),
  tags: z.preprocess(dropBlankTags, tagsSchema),
})

/** POST /api/posts. An attached image makes the post an image post. */
export const createPostSchema = postTextFields
  .extend({
    userId: idSchema.nullish(),
    postType: z.enum(postTypes, { error: 'Post type must be text or image' }).default('text'),
    imageUrl: z
      .string()
      .trim()
      .max(2048, 'URL must be at most 2048 characters')
      .nullish()
      .transform((url) => url || null),
  })
  .refine((post) => post.postType === 'text' || post.imageUrl, {
    message: 'Image posts need an image',
    path: ['imageUrl'],
  })
  .transform((post) => ({ ...post, postType: post.imageUrl ? ('image' as const) : post.postType }))

export type CreatePostInput = z.input<typeof createPostSchema>

/** PATCH /api/posts/{id}: any of the written fields, by the creation rules; at least one. */
export const updatePostSchema = postTextFields.partial().refine(...atLeastOneField)

export type UpdatePostInput = z.input<typeof updatePostSchema>

export interface PublicPost {
  id: number
  userId: number
  title: string
  content: string
  imageUrl: string | null
  likeCount: number
  commentCount: number
  postType: (typeof postTypes)[number]
  tags: string[]
  createdAt: string
  updatedAt: string
  user: UserSummary
}

import { z } from 'zod'

const dimension = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .optional()

/** GET /oembed (docs/product/api.md#oembed): the page to embed, the answer's format and the largest size wanted. */
export const oembedQuerySchema = z.object({
  url: z.url({ error: 'url must be the absolute address of a page' }),
  format: z.string().default('json'),
  maxwidth: dimension('maxwidth'),
  maxheight: dimension('maxheight'),
})

/** The oEmbed 1.0 rich answer: `html` is the iframe of the page's embed. */
export interface OEmbedResponse {
  version: '1.0'
  type: 'rich'
  provider_name: string
  provider_url: string
  title: string
  author_name: string
  author_url: string
  html: string
  width: number
  height: number
  thumbnail_url?: string
}

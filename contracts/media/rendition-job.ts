import { z } from 'zod'

/** A message on the media queue: make the streaming rendition of the audio object under `key` in R2 (ADR 041). */
export const renditionJobSchema = z.object({
  type: z.literal('rendition'),
  key: z.string().min(1),
})

export type RenditionJob = z.infer<typeof renditionJobSchema>

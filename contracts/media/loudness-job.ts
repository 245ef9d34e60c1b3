import { z } from 'zod'

/** A message on the media queue: measure the loudness of the audio object under `key` in R2 (ADR 039). */
export const loudnessJobSchema = z.object({
  type: z.literal('loudness'),
  key: z.string().min(1),
})

export type LoudnessJob = z.infer<typeof loudnessJobSchema>

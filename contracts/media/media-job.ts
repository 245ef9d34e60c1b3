import { z } from 'zod'
import { loudnessJobSchema } from './loudness-job'
import { renditionJobSchema } from './rendition-job'

/** Every message of the media queue, told apart by `type`. */
export const mediaJobSchema = z.discriminatedUnion('type', [loudnessJobSchema, renditionJobSchema])

export type MediaJob = z.infer<typeof mediaJobSchema>

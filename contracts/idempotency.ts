import { z } from 'zod'

export { IDEMPOTENCY_KEY_HEADER } from './plain-values'

/** Any 1 to 255 characters, read as they come: a quoted key (the IETF draft's form) keeps its quotes. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Idempotency-Key must be 1 to 255 characters')
  .max(255, 'Idempotency-Key must be 1 to 255 characters')

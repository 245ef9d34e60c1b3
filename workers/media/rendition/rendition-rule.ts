import { RENDITION_KBPS } from './mp3-encoder'

/** Lossless formats, and Ogg, which iPhones play only from iOS 18.4 (docs/decisions/041-streaming-renditions.md). */
const ALWAYS_RENDERED = new Set(['audio/wav', 'audio/flac', 'audio/ogg'])

/** Whether an upload is streamed from a rendition rather than as it is: lossless, Ogg, or above 192 kbit/s. */
export function needsRendition({
  contentType,
  size,
  duration,
}: {
  contentType: string
  size: number
  duration: number
}) {
  if (ALWAYS_RENDERED.has(contentType)) return true
  return duration > 0 && (size * 8) / duration > RENDITION_KBPS * 1000
}

/** Where an original's rendition sits in R2: beside it, so deleting one names the other. */
export const renditionKeyOf = (key: string) => `${key.replace(/\.[^./]+$/, '')}-${RENDITION_KBPS}k.mp3`

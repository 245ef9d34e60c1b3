import { judgeFirstBytes, type FormatOf } from '../../contracts/media/first-bytes'
import { MAX_IMAGE_SIDE } from '../../contracts/uploads'
import { gifDimensions } from './image/gif'
import type { Dimensions } from './image/dimensions'
import { jpegDimensions } from './image/jpeg'
import { pngDimensions } from './image/png'
import { webpDimensions } from './image/webp'
import { corrupt, MediaRejection } from './rejection'

export interface ProbedImage extends Dimensions {
  contentType: string
  extension: string
}

interface ImageFormat {
  contentType: string
  extension: string
  dimensions: (bytes: Uint8Array) => Dimensions
}

const IMAGE_FORMATS: Record<FormatOf<'image'>, ImageFormat> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', dimensions: jpegDimensions },
  png: { contentType: 'image/png', extension: 'png', dimensions: pngDimensions },
  gif: { contentType: 'image/gif', extension: 'gif', dimensions: gifDimensions },
  webp: { contentType: 'image/webp', extension: 'webp', dimensions: webpDimensions },
}

/**
 * The type and size of an uploaded image, from its bytes alone. The structure is walked and the size read from the
 * headers; pixels are never decoded, so a small file declaring a huge canvas costs nothing.
 */
export function probeImage(bytes: Uint8Array): ProbedImage {
  const judged = judgeFirstBytes('image', bytes)
  if ('refusal' in judged) throw new MediaRejection(judged.refusal, judged.message)
  const format = IMAGE_FORMATS[judged.format]
  const { width, height } = format.dimensions(bytes)
  if (!width || !height) throw corrupt('image', 'its width or height is zero')
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    const message = `Image dimensions are too large (${width}x${height}); the maximum is ${MAX_IMAGE_SIDE} px a side`
    throw new MediaRejection('too-many-pixels', message)
  }
  return { contentType: format.contentType, extension: format.extension, width, height }
}

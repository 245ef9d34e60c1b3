export type PostType = 'text' | 'image'

/** Text, or image as soon as an image is attached (a chosen file, or its uploaded URL on submit). */
export const postTypeFor = (attachedImage: File | string | null | undefined): PostType =>
  attachedImage ? 'image' : 'text'

export type PostType = 'text' | 'image'

/** SPEC §4 'Post': text, or image as soon as an image is attached (a chosen file, or its uploaded URL on submit). */
export const postTypeFor = (attachedImage: File | string | null | undefined): PostType => (attachedImage ? 'image' : 'text')

/** The tags field is split on commas, each tag trimmed, empty items dropped. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

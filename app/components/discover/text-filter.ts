/** Discover's search box: an item stays when any of its texts contains the typed text, ignoring case. */
export function matchesText(query: string, ...fields: (string | null | undefined)[]) {
  const needle = query.trim().toLowerCase()
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle))
}

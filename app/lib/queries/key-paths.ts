import type { Query } from '@tanstack/react-query'

/** Every query's key is the API path it reads (query-client.ts fetches that path); this is the path. */
export const pathOf = (query: Query) => String(query.queryKey[0])

/** Matches the queries that read under any of these paths: what a change to one kind of thing makes stale. */
export const readsUnder =
  (...prefixes: string[]) =>
  (query: Query) =>
    prefixes.some((prefix) => pathOf(query).startsWith(prefix))

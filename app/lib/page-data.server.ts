import type { AppLoadContext } from '@remix-run/cloudflare'
import {
  dehydrate,
  hashKey,
  QueryClient,
  type DataTag,
  type DehydratedState,
  type QueryKey,
} from '@tanstack/react-query'
import type { Reader } from '../../workers/reads/reader'

/**
 * One query a page shows: the key the browser's query factory gives it, and the read of workers/reads that the API
 * answers that key's path with, so the data a page carries is the API's answer (docs/decisions/032-*).
 */
export interface PageRead<Data = unknown> {
  queryKey: QueryKey
  read: (reader: Reader) => Data | Promise<Data>
}

export const pageRead = <Data>(
  query: { queryKey: DataTag<QueryKey, Data, Error> },
  read: (reader: Reader) => Data | Promise<Data>,
): PageRead<Data> => ({ queryKey: query.queryKey, read })

/*
 * One query client per page request holds the reads by key: the root and the page's loaders share it, so a read two
 * of them ask for (the user's settings, say) runs once, and dehydrating it is how TanStack Query gets its data.
 */
const clientByRequest = new WeakMap<AppLoadContext, QueryClient>()

function requestQueryClient(context: AppLoadContext): QueryClient {
  let queryClient = clientByRequest.get(context)
  if (!queryClient) {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    clientByRequest.set(context, queryClient)
  }
  return queryClient
}

/** The data of a read a loader itself needs, or null when the read refuses it (not found, not the viewer's). */
export const readOrNull = <Data>(context: AppLoadContext, { queryKey, read }: PageRead<Data>): Promise<Data | null> =>
  requestQueryClient(context)
    .fetchQuery({ queryKey, queryFn: () => read(context.reader) })
    .catch(() => null)

/**
 * Starts reads a page will seed without waiting on anything else it must know first (the session, say); `seed`
 * then finds them done or under way and does not read again.
 */
export async function preload(context: AppLoadContext, reads: PageRead[]): Promise<void> {
  await Promise.all(reads.map((read) => readOrNull(context, read)))
}

/**
 * Reads what a page renders, in parallel, and dehydrates exactly those queries: the root hydrates them into the
 * browser's cache under the same keys, so the first HTML shows real data and the browser does not fetch it again.
 * A refused read is left out and the component's own query reports it.
 */
export async function seed(context: AppLoadContext, reads: PageRead[]): Promise<{ dehydratedState: DehydratedState }> {
  await preload(context, reads)
  const rendered = new Set(reads.map((read) => hashKey(read.queryKey)))
  return {
    dehydratedState: dehydrate(requestQueryClient(context), {
      shouldDehydrateQuery: (query) => rendered.has(query.queryHash) && query.state.status === 'success',
    }),
  }
}

import type { AppLoadContext } from '@remix-run/cloudflare'
import {
  dehydrate,
  hashKey,
  QueryClient,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query'

/** What a query factory of app/lib/queries returns: its key is the API path it GETs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page mixes queries of any data type
export type PageQuery = FetchQueryOptions<any, Error, any, QueryKey>

/*
 * The one way loaders load: the query factories through one query client per page request, whose queries GET
 * their key's path from the Hono app in-process. The root and the page's loaders share it, so a query two of them
 * ask for (the user's settings, say) is loaded once.
 */
const clientByRequest = new WeakMap<AppLoadContext, QueryClient>()

export function requestQueryClient(context: AppLoadContext): QueryClient {
  let queryClient = clientByRequest.get(context)
  if (!queryClient) {
    queryClient = new QueryClient({
      defaultOptions: {
        queries: {
          retry: false,
          staleTime: Infinity,
          queryFn: async ({ queryKey }) => {
            const path = String(queryKey[0])
            const response = await context.api(path)
            if (!response.ok) throw new Error(`${path} answered ${response.status}`)
            return response.json()
          },
        },
      },
    })
    clientByRequest.set(context, queryClient)
  }
  return queryClient
}

/** The data of a query a loader itself needs, or null when the API did not answer it. */
export const fetchOrNull = <Data, Key extends QueryKey>(
  context: AppLoadContext,
  query: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<Data | null> =>
  requestQueryClient(context)
    .fetchQuery(query)
    .catch(() => null)

/**
 * Starts loading queries a page will render without waiting on anything else it must know first (the session, say);
 * `prefetch` then finds them loaded or in flight and does not ask again.
 */
export async function preload(context: AppLoadContext, queries: PageQuery[]): Promise<void> {
  const queryClient = requestQueryClient(context)
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)))
}

/**
 * Loads what a page renders, in parallel, and dehydrates exactly those queries: the root hydrates them into the
 * browser's cache under the same keys, so the first HTML shows real data and the browser does not fetch it again.
 * A failed call is left out and the component's own query reports it.
 */
export async function prefetch(
  context: AppLoadContext,
  queries: PageQuery[],
): Promise<{ dehydratedState: DehydratedState }> {
  const queryClient = requestQueryClient(context)
  await preload(context, queries)
  const rendered = new Set(queries.map((query) => hashKey(query.queryKey)))
  return {
    dehydratedState: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => rendered.has(query.queryHash) && query.state.status === 'success',
    }),
  }
}

import type { AppLoadContext } from '@remix-run/cloudflare'
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'

/**
 * Loads API paths in-process for a page's loader and returns them dehydrated: the root hydrates them into the
 * browser's query cache under the same keys (the paths), so the first HTML shows real data and the client does
 * not fetch it again. A failed call is left out and the component's own query reports it.
 */
export async function prefetch(context: AppLoadContext, paths: string[]): Promise<{ dehydratedState: DehydratedState }> {
  const queryClient = new QueryClient()
  await Promise.all(
    paths.map((path) =>
      queryClient.prefetchQuery({
        queryKey: [path],
        queryFn: async () => {
          const response = await context.api(path)
          if (!response.ok) throw new Error(`${path} answered ${response.status}`)
          return response.json()
        },
      }),
    ),
  )
  return { dehydratedState: dehydrate(queryClient) }
}

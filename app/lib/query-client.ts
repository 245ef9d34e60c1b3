import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { toastMutationError } from './mutation-error-toast'

/** The default query: GET the key's path. */
const getKeyPath: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]))

/** No retries, never stale, no refetch on focus, no polling (docs/product/rules.md#client-calls). */
export const createQueryClient = () =>
  new QueryClient({
    mutationCache: new MutationCache({ onError: toastMutationError }),
    defaultOptions: {
      queries: {
        queryFn: getKeyPath,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })

import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { toastMutationError } from './mutation-error-toast'

/** The default query: GET the key's path (SPEC §7). */
const getKeyPath: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]))

/** SPEC §7: no retries, never stale, no refetch on focus, no polling. */
export const createQueryClient = () =>
  new QueryClient({
    mutationCache: new MutationCache({ onError: toastMutationError }),
    defaultOptions: {
      queries: { queryFn: getKeyPath, retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  })

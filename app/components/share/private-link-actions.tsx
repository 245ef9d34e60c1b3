import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Link2, RotateCcw } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { useTimeZone } from '~/hooks/use-time-zone'
import { toast } from '~/hooks/use-toast'
import { apiRequest } from '~/lib/api-client'
import { copyToClipboard } from '~/lib/copy-to-clipboard'
import { formatDateTime } from '~/lib/format'

interface PrivateItem {
  /** Its page, e.g. /track/1. */
  pagePath: string
  /** The API path that renews its link's secret. */
  resetPath: string
  /** The query its read is cached under: the renewed item replaces it. */
  queryKey: QueryKey
  privateToken: string | null
  releaseAt?: string | null
}

/**
 * What the owner of a private track or playlist sees on its page: that it is private (or when it releases), its
 * secret link to copy, and a reset that ends the old link.
 */
export function PrivateLinkActions({ pagePath, resetPath, queryKey, privateToken, releaseAt }: PrivateItem) {
  const queryClient = useQueryClient()
  const timeZone = useTimeZone()
  const reset = useMutation({
    mutationFn: () => apiRequest<unknown>('POST', resetPath),
    onSuccess: (renewed) => {
      queryClient.setQueryData(queryKey, renewed)
      toast({ title: 'Private link reset', description: 'The old link no longer opens it.' })
    },
    meta: { errorToast: { title: 'Failed to reset the private link' } },
  })
  const link = () => `${window.location.origin}${pagePath}?s=${encodeURIComponent(privateToken ?? '')}`
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
        {releaseAt ? `Releases on ${formatDateTime(releaseAt, timeZone)}` : 'Private'}
      </span>
      <Button type="button" variant="outline" onClick={() => copyToClipboard(link())}>
        <Link2 aria-hidden /> Copy private link
      </Button>
      <Button type="button" variant="outline" onClick={() => reset.mutate()} disabled={reset.isPending}>
        <RotateCcw aria-hidden /> Reset private link
      </Button>
    </div>
  )
}

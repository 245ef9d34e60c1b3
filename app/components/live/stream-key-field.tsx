import { useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { toast } from '~/hooks/use-toast'
import { liveApi, liveQueries } from '~/lib/queries/live'

/** PRODUCT.md §2: the key lives on the stream, made by the server; Generate rotates it. */
export function StreamKeyField({ streamId }: { streamId: number | null }) {
  const queryClient = useQueryClient()
  const key = useQuery({ ...liveQueries.streamKey(streamId ?? 0), enabled: streamId !== null })
  const [rotating, setRotating] = useState(false)
  const rotate = async () => {
    if (!streamId) return
    setRotating(true)
    try {
      queryClient.setQueryData(liveQueries.streamKey(streamId).queryKey, await liveApi.rotateKey(streamId))
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' })
    } finally {
      setRotating(false)
    }
  }
  return (
    <div className="space-y-1.5">
      <Label htmlFor="stream-key">Stream Key</Label>
      <div className="flex gap-2">
        <Input
          id="stream-key"
          readOnly
          value={streamId ? (key.data?.streamKey ?? '') : ''}
          placeholder={streamId ? 'Loading…' : 'Start streaming to get a key'}
          className="font-mono"
          aria-describedby="stream-key-help"
        />
        <Button variant="outline" onClick={() => void rotate()} disabled={!streamId || rotating}>
          <KeyRound aria-hidden /> Generate
        </Button>
      </div>
      <p id="stream-key-help" className="text-xs text-muted-foreground">
        For broadcasting software: send audio to this stream with its key. Generate makes a new key and retires the old one.
      </p>
    </div>
  )
}

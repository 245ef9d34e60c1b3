import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, Eye, EyeOff, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { toast } from '~/hooks/use-toast'
import { copyToClipboard } from '~/lib/copy-to-clipboard'
import { liveApi, liveQueries } from '~/lib/queries/live'
import { IngestCommandField } from './ingest-command-field'

const copyKey = (streamKey: string) => copyToClipboard(streamKey, { copied: 'Copied', what: 'the key' })

/**
 * docs/product/rules.md#streams: the key lives on the stream, made by the server; Generate rotates it. It stays
 * masked until the host asks to see it: the studio is the page that shares its screen, and whoever sees the key can
 * broadcast as the host.
 */
export function StreamKeyField({ streamId }: { streamId: number | null }) {
  const queryClient = useQueryClient()
  const key = useQuery({ ...liveQueries.streamKey(streamId ?? 0), enabled: streamId !== null })
  const [rotating, setRotating] = useState(false)
  const [shown, setShown] = useState(false)
  const streamKey = streamId ? (key.data?.streamKey ?? '') : ''
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
      <div className="flex flex-wrap gap-2">
        <Input
          id="stream-key"
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          readOnly
          value={streamKey}
          placeholder={streamId ? 'Loading…' : 'Start streaming to get a key'}
          className="min-w-0 flex-1 font-mono"
          aria-describedby="stream-key-help"
        />
        <Button variant="outline" onClick={() => setShown(!shown)} disabled={!streamKey}>
          {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {shown ? 'Hide' : 'Show'}
        </Button>
        <Button variant="outline" onClick={() => void copyKey(streamKey)} disabled={!streamKey}>
          <Copy aria-hidden /> Copy
        </Button>
        <Button variant="outline" onClick={() => void rotate()} disabled={!streamId || rotating}>
          <KeyRound aria-hidden /> Generate
        </Button>
      </div>
      <p id="stream-key-help" className="text-xs text-muted-foreground">
        For broadcasting software: it sends this stream's sound and picture with its key. Generate makes a new key and
        retires the old one.
      </p>
      {streamKey ? <IngestCommandField streamKey={streamKey} keyShown={shown} /> : null}
    </div>
  )
}

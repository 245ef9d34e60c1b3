import { Copy } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { copyToClipboard } from '~/lib/copy-to-clipboard'
import { ingestCommand, ingestCommandLines } from '~/lib/live/ingest-command'

const MASKED_KEY = 'STREAM_KEY'

/**
 * The command that broadcasts to this stream from ffmpeg (OBS's 'Custom Output (FFmpeg)' takes the same address and
 * formats). It shows the key only while the key field does; Copy always copies the working command. Shown a part a
 * line, each line whole: a box narrower than a line scrolls sideways rather than break it.
 */
export function IngestCommandField({ streamKey, keyShown }: { streamKey: string; keyShown: boolean }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const copy = () => copyToClipboard(ingestCommand(origin, streamKey), { copied: 'Copied', what: 'the command' })
  const shown = ingestCommandLines(origin, keyShown ? streamKey : MASKED_KEY)
  return (
    <div className="space-y-1.5">
      <Label htmlFor="ingest-command">Broadcasting software</Label>
      <div className="flex flex-wrap items-start gap-2">
        <Textarea
          id="ingest-command"
          readOnly
          rows={shown.split('\n').length}
          wrap="off"
          value={shown}
          className="min-w-0 flex-1 resize-none overflow-x-auto whitespace-pre bg-background font-mono text-xs"
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy command
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Replace INPUT with a file or a capture device; leave out the -c:v … -g 50 part to send sound only.
      </p>
    </div>
  )
}

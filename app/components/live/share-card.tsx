import { Copy } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { toast } from '~/hooks/use-toast'

/** SPEC §8: the copy toast lasts 3 s. */
const COPY_TOAST_MS = 3000

export function ShareCard({ streamId, shareUrl }: { streamId: number; shareUrl: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl)
      toast({ title: 'Link copied!', duration: COPY_TOAST_MS })
    } catch (error) {
      console.error('Copy failed', error)
      toast({ title: 'Failed to copy', description: 'Please try again or copy the link manually.', variant: 'destructive' })
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Share</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor="share-url">Share URL</Label>
          <div className="flex gap-2">
            <Input id="share-url" readOnly value={shareUrl} />
            <Button variant="outline" size="icon" onClick={() => void copy()} aria-label="Copy share link">
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          Stream ID: <span className="font-mono text-foreground" data-testid="stream-id">{streamId}</span>
        </p>
      </CardContent>
    </Card>
  )
}

import { Copy } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { copyToClipboard } from '~/lib/copy-to-clipboard'

export function ShareCard({ streamId, shareUrl }: { streamId: number; shareUrl: string }) {
  const copy = () => copyToClipboard(shareUrl)
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
          Stream ID:{' '}
          <span className="font-mono text-foreground" data-testid="stream-id">
            {streamId}
          </span>
        </p>
      </CardContent>
    </Card>
  )
}

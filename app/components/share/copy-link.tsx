import { Copy } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { copyToClipboard } from '~/lib/copy-to-clipboard'

export function CopyLink({ link }: { link: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor="share-link">Share link</Label>
      <div className="flex gap-2">
        <Input id="share-link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" onClick={() => copyToClipboard(link)}>
          <Copy aria-hidden /> Copy Link
        </Button>
      </div>
    </div>
  )
}

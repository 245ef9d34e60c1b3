import { Copy } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { toast } from '~/hooks/use-toast'

/** SPEC §8 'Share': 'Link copied!' for 3 s, or how to copy it by hand. */
async function copy(link: string) {
  try {
    await navigator.clipboard.writeText(link)
    toast({ title: 'Link copied!', duration: 3000 })
  } catch (error) {
    console.error('Copying the share link failed', error)
    toast({ title: 'Failed to copy', description: 'Please try again or copy the link manually.', variant: 'destructive' })
  }
}

export function CopyLink({ link }: { link: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor="share-link">Share link</Label>
      <div className="flex gap-2">
        <Input id="share-link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" onClick={() => copy(link)}>
          <Copy aria-hidden /> Copy Link
        </Button>
      </div>
    </div>
  )
}

import { toast } from '~/hooks/use-toast'

/** The copy toast stays 3 s. */
const COPY_TOAST_MS = 3000

/** Copies a text and says so, or says how to copy it by hand ('the link', 'the key'). */
export async function copyToClipboard(text: string, { copied = 'Link copied!', what = 'the link' } = {}) {
  try {
    await navigator.clipboard.writeText(text)
    toast({ title: copied, duration: COPY_TOAST_MS })
  } catch (error) {
    console.error(`Copying ${what} failed`, error)
    toast({
      title: 'Failed to copy',
      description: `Please try again or copy ${what} manually.`,
      variant: 'destructive',
    })
  }
}

import { Code } from 'lucide-react'
import { EMBED_KINDS, EMBED_SIZES, embedIframe, embedPath, type EmbedKind } from '../../../contracts/embed'
import { Button } from '~/components/ui/button'
import { Textarea } from '~/components/ui/textarea'
import { copyToClipboard } from '~/lib/copy-to-clipboard'

const isEmbedKind = (type: string): type is EmbedKind => (EMBED_KINDS as readonly string[]).includes(type)

/** The iframe snippet of a track, playlist or stream, for another site; null for what has no embed. */
export function embedSnippet(origin: string, type: string, id: string, title: string) {
  const kind = type.toLowerCase()
  const embedId = Number(id)
  if (!isEmbedKind(kind) || !Number.isInteger(embedId) || embedId <= 0) return null
  return embedIframe(`${origin}${embedPath(kind, embedId)}`, EMBED_SIZES[kind], title)
}

/** The share page's Embed: the snippet that puts the player on another site (docs/decisions/037-*). */
export function CopyEmbed({ snippet }: { snippet: string }) {
  return (
    <section aria-labelledby="embed" className="space-y-3">
      <h2 id="embed" className="text-lg font-semibold">
        Embed
      </h2>
      <Textarea
        aria-label="Embed code"
        value={snippet}
        readOnly
        rows={3}
        className="font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        type="button"
        variant="secondary"
        onClick={() => copyToClipboard(snippet, { copied: 'Embed code copied!', what: 'the embed code' })}
      >
        <Code aria-hidden /> Copy Embed Code
      </Button>
    </section>
  )
}

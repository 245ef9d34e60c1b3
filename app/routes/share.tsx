import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { ArrowLeft } from 'lucide-react'
import { CopyEmbed, embedSnippet } from '~/components/share/copy-embed'
import { CopyLink } from '~/components/share/copy-link'
import { ShareButtons } from '~/components/share/share-buttons'
import { contentUrl, safeReturnPath, shareText } from '~/components/share/share-links'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.title ? `Share ${data.title}` : 'Share')

/** Query parameters id, type, title, description, returnUrl, imageUrl (docs/product/screens.md#share). */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const param = (name: string) => url.searchParams.get(name)?.trim() || null
  const imageUrl = param('imageUrl')
  return {
    origin: url.origin,
    id: param('id'),
    type: param('type'),
    title: param('title'),
    description: param('description'),
    returnPath: safeReturnPath(param('returnUrl')),
    // Only pictures served over http(s) or from this site.
    imageUrl: imageUrl && (/^https?:\/\//i.test(imageUrl) || safeReturnPath(imageUrl)) ? imageUrl : null,
  }
}

export default function SharePage() {
  const { origin, id, type, title, description, returnPath, imageUrl } = useLoaderData<typeof loader>()

  if (!id || !type) {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Missing content information</h1>
        <p className="text-muted-foreground">This share link does not say what to share.</p>
        <Button asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </main>
    )
  }

  const link = contentUrl(origin, type, id)
  const heading = title ?? `Untitled ${type}`
  const snippet = embedSnippet(origin, type, id, heading)
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Share</h1>
      <Card>
        <CardContent className="flex flex-col gap-4 p-6 sm:flex-row">
          {imageUrl && <img src={imageUrl} alt="" className="h-32 w-32 shrink-0 rounded-md object-cover" />}
          <div className="min-w-0 space-y-2">
            <Badge variant="secondary" className="capitalize">
              {type}
            </Badge>
            <h2 className="break-words text-xl font-semibold">{heading}</h2>
            {description && <p className="break-words text-muted-foreground">{description}</p>}
          </div>
        </CardContent>
      </Card>
      <section aria-labelledby="share-to" className="space-y-3">
        <h2 id="share-to" className="text-lg font-semibold">
          Share to
        </h2>
        <ShareButtons link={link} text={shareText(type, heading)} />
      </section>
      <CopyLink link={link} />
      {snippet && <CopyEmbed snippet={snippet} />}
      {returnPath && (
        <Button asChild variant="outline">
          <Link to={returnPath}>
            <ArrowLeft aria-hidden /> Return to Content
          </Link>
        </Button>
      )}
    </main>
  )
}

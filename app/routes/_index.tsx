import type { MetaFunction } from '@remix-run/cloudflare'
import { Link } from '@remix-run/react'
import { Mic, PenSquare, Upload } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'

export const meta: MetaFunction = () => [{ title: 'Home · Soundwave' }]

function CreativeSpace() {
  return (
    <section aria-labelledby="creative-space" className="rounded-xl border bg-card p-6">
      <h1 id="creative-space" className="text-2xl font-bold">
        Your Creative Space
      </h1>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/upload-track">
            <Upload aria-hidden /> Upload Track
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/go-live">
            <Mic aria-hidden /> Go Live
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/posts/new">
            <PenSquare aria-hidden /> Create Post
          </Link>
        </Button>
      </div>
    </section>
  )
}

export default function Home() {
  const { user } = useCurrentUser()
  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      {user ? (
        <CreativeSpace />
      ) : (
        <section className="rounded-xl border bg-card p-8">
          <h1 className="text-3xl font-bold">Music and live streams from independent creators</h1>
          <p className="mt-2 text-muted-foreground">Listen, go live, chat and follow the artists you love.</p>
          <Button asChild className="mt-4">
            <Link to="/auth">Sign in</Link>
          </Button>
        </section>
      )}
    </main>
  )
}

import type { MetaFunction } from '@remix-run/cloudflare'
import { useNavigate, useSearchParams } from '@remix-run/react'
import { Loader2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { HostStudio } from '~/components/live/host-studio'
import { JoinStream } from '~/components/live/join-stream'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useSignInPath } from '~/hooks/use-sign-in-path'
import { toast } from '~/hooks/use-toast'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Go Live')

type StudioTab = 'host' | 'viewer'

export default function GoLivePage() {
  const { user, isLoading } = useCurrentUser()
  const navigate = useNavigate()
  const loginPath = useSignInPath('/login')
  const [searchParams] = useSearchParams()
  const initialStreamId = searchParams.get('streamId') ?? ''
  const [tab, setTab] = useState<StudioTab>(initialStreamId ? 'viewer' : 'host')
  // The studio is made of browser devices and sockets: it renders once the page runs in the browser.
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])

  // The studio sends a visitor to /login after a toast (not to /auth like other pages).
  useEffect(() => {
    if (isLoading || user) return
    toast({
      title: 'Authentication Required',
      description: 'You need to be logged in to start a live stream.',
      variant: 'destructive',
    })
    navigate(loginPath)
  }, [isLoading, user, navigate, loginPath])

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Go Live</h1>
        <p className="mt-1 text-muted-foreground">
          Broadcast your camera, microphone or screen to your listeners, or join a stream by its ID.
        </p>
      </div>
      {user && inBrowser ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as StudioTab)}>
          <TabsList>
            <TabsTrigger value="host">Host Stream</TabsTrigger>
            <TabsTrigger value="viewer">Join Stream</TabsTrigger>
          </TabsList>
          {/* Both tabs stay mounted, so switching tabs never cuts a running broadcast. */}
          <TabsContent value="host" forceMount className="data-[state=inactive]:hidden">
            <HostStudio active={tab === 'host'} />
          </TabsContent>
          <TabsContent value="viewer" forceMount className="data-[state=inactive]:hidden">
            <JoinStream initialStreamId={initialStreamId} />
          </TabsContent>
        </Tabs>
      ) : (
        <Loader2 className="mx-auto h-8 w-8 animate-spin text-muted-foreground" role="img" aria-label="Loading" />
      )}
    </main>
  )
}

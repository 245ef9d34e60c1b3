import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Loader2 } from 'lucide-react'
import { SettingsTabs } from '~/components/settings/settings-tabs'
import { useCurrentUser } from '~/hooks/use-current-user'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { requireUserPage } from '~/lib/session.server'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Settings')

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUserPage(context, request)
  return seed(context, [pageReads.settings(user.id)])
}

export default function SettingsRoute() {
  const { user } = useCurrentUser()
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Settings</h1>
      {user ? (
        <SettingsTabs key={user.id} user={user} />
      ) : (
        <Loader2 role="status" aria-label="Loading" className="mx-auto h-8 w-8 animate-spin text-muted-foreground" />
      )}
    </main>
  )
}

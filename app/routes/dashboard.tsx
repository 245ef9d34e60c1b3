import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { CreatorActions } from '~/components/creators/creator-actions'
import { AnalyticsTab } from '~/components/dashboard/analytics-tab'
import { ContentTab } from '~/components/dashboard/content-tab'
import { OverviewTab } from '~/components/dashboard/overview-tab'
import { StreamsTab } from '~/components/dashboard/streams-tab'
import { useDashboardData } from '~/components/dashboard/use-dashboard-data'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useCurrentUser } from '~/hooks/use-current-user'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { requireUserPage } from '~/lib/session.server'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Creator Dashboard')

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUserPage(context, request)
  // Every tab reads the three lists; the Analytics tab's chart loads when it is opened.
  const reads = [pageReads.tracks.byUser(user.id), pageReads.streams.byUser(user.id), pageReads.posts.byUser(user.id)]
  return { userId: user.id, followerCount: user.followerCount, ...(await seed(context, reads)) }
}

export default function Dashboard() {
  const loaded = useLoaderData<typeof loader>()
  const { user } = useCurrentUser()
  const data = useDashboardData(loaded.userId)
  const followerCount = user?.followerCount ?? loaded.followerCount
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Creator Dashboard</h1>
        <CreatorActions />
      </div>
      <Tabs defaultValue="overview">
        <TabsList className="flex w-full justify-start overflow-x-auto sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="content">Content</TabsTrigger>
          <TabsTrigger value="streams">Streams</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-6">
          <OverviewTab data={data} followerCount={followerCount} />
        </TabsContent>
        <TabsContent value="content" className="mt-6">
          <ContentTab data={data} />
        </TabsContent>
        <TabsContent value="streams" className="mt-6">
          <StreamsTab data={data} userId={loaded.userId} />
        </TabsContent>
        <TabsContent value="analytics" className="mt-6">
          <AnalyticsTab data={data} followerCount={followerCount} />
        </TabsContent>
      </Tabs>
    </main>
  )
}

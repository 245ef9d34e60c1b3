import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { PenSquare } from 'lucide-react'
import { useEffect } from 'react'
import { PostList } from '~/components/posts/post-list'
import { Button } from '~/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useCurrentUser } from '~/hooks/use-current-user'
import { toast } from '~/hooks/use-toast'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { postQueries } from '~/lib/queries/content'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export const meta: MetaFunction = ({ matches }) =>
  sitePageMeta(
    matches,
    '/posts',
    'Community Posts',
    'Posts from the Soundwave community: news, releases and thoughts from creators.',
  )

export const loader = ({ context }: LoaderFunctionArgs) => seed(context, [pageReads.posts.recent()])

const TABS = [
  { value: 'all', label: 'All Posts', empty: 'No posts yet' },
  { value: 'image', label: 'Images', empty: 'No image posts yet' },
  { value: 'text', label: 'Text', empty: 'No text posts yet' },
] as const

export default function CommunityPosts() {
  const { user } = useCurrentUser()
  const posts = useQuery(postQueries.recent())
  useEffect(() => {
    if (posts.isError) toast({ title: 'Error', description: 'Failed to load posts', variant: 'destructive' })
  }, [posts.isError])
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Community Posts</h1>
        {user && (
          <Button asChild>
            <Link to="/posts/new">
              <PenSquare aria-hidden /> Create Post
            </Link>
          </Button>
        )}
      </div>
      <Tabs defaultValue="all">
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-4">
            <PostList
              query={posts}
              posts={(posts.data ?? []).filter((post) => tab.value === 'all' || post.postType === tab.value)}
              empty={tab.empty}
            />
          </TabsContent>
        ))}
      </Tabs>
    </main>
  )
}

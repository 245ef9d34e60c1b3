import { Section } from '~/components/layout/section'
import { OwnedStreamGrid } from '~/components/streams/owned-stream-grid'
import type { DashboardData } from './use-dashboard-data'

export function StreamsTab({ data, userId }: { data: DashboardData; userId: number }) {
  const live = { ...data.streams, data: data.streams.data?.filter((stream) => stream.isLive) }
  const past = { ...data.streams, data: data.streams.data?.filter((stream) => !stream.isLive) }
  return (
    <div className="space-y-8">
      <Section title="Live Now">
        <OwnedStreamGrid query={live} userId={userId} empty="You are not live right now." />
      </Section>
      <Section title="Past Streams">
        <OwnedStreamGrid query={past} userId={userId} empty="No past streams yet." />
      </Section>
    </div>
  )
}

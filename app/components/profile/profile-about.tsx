import { DateText } from '~/components/ui/date-text'
import { formatCount } from '~/lib/format'
import type { PublicUser } from '../../../contracts/user'

interface ProfileAboutProps {
  user: PublicUser
  trackCount: number
  streamCount: number
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b py-2 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  )
}

/** The profile's About tab: bio, Account Info and Stats. */
export function ProfileAbout({ user, trackCount, streamCount }: ProfileAboutProps) {
  return (
    <div className="space-y-6 rounded-xl border bg-card p-6">
      <section aria-labelledby="about-heading" className="space-y-2">
        <h2 id="about-heading" className="text-xl font-bold">
          About {user.displayName}
        </h2>
        <p className="whitespace-pre-line text-muted-foreground">{user.bio || 'No bio yet.'}</p>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="account-info-heading">
          <h3 id="account-info-heading" className="mb-2 font-semibold">
            Account Info
          </h3>
          <dl>
            <Fact label="Member since" value={user.createdAt ? <DateText value={user.createdAt} /> : ''} />
            <Fact label="Username" value={`@${user.username}`} />
          </dl>
        </section>
        <section aria-labelledby="stats-heading">
          <h3 id="stats-heading" className="mb-2 font-semibold">
            Stats
          </h3>
          <dl>
            <Fact label="Followers" value={formatCount(user.followerCount)} />
            <Fact label="Tracks" value={formatCount(trackCount)} />
            <Fact label="Streams" value={formatCount(streamCount)} />
          </dl>
        </section>
      </div>
    </div>
  )
}

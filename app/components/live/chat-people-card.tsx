import { Users } from 'lucide-react'
import type { ChatPeople } from '../../../contracts/room-moderation'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { ChatModeration } from '~/hooks/use-chat-moderation'
import { formatQuantity } from '~/lib/format'
import { ModerationMenu, moderatorItemFor } from './chat-message-menu'
import { ChatSanctionsList } from './chat-sanctions-list'

interface ChatPeopleCardProps {
  moderation: ChatModeration
  /** Only the host names moderators. */
  canNameModerators: boolean
  /** The signed-in user looking, who gets no menu on themselves. */
  ownUserId: number | null
}

/** Present viewers first, then moderators who are not here (so the host can still remove them). */
function peopleRows(people: ChatPeople) {
  const present = new Set(people.viewers.map((viewer) => viewer.userId))
  return [
    ...people.viewers.map((viewer) => ({ ...viewer, present: true })),
    ...people.moderators
      .filter((moderator) => !present.has(moderator.userId))
      .map((moderator) => ({ ...moderator, present: false })),
  ]
}

/** The host's and moderators' view of the chat's people: who is watching, the moderators, and who is banned. */
export function ChatPeopleCard({ moderation, canNameModerators, ownUserId }: ChatPeopleCardProps) {
  const { people, settings } = moderation
  const rows = people ? peopleRows(people) : []
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Users className="h-4 w-4" aria-hidden /> People
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!people ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : (
          <>
            <section aria-labelledby="chat-viewers-heading" className="space-y-2">
              <h4 id="chat-viewers-heading" className="text-sm font-semibold">
                Watching now
              </h4>
              {rows.length ? (
                <ul className="max-h-64 space-y-1 overflow-y-auto" aria-labelledby="chat-viewers-heading">
                  {rows.map((person) => {
                    const isModerator = settings.moderatorIds.includes(person.userId)
                    return (
                      <li key={person.userId} className="flex items-center gap-2 text-sm">
                        <span className="min-w-0 truncate">{person.name}</span>
                        {isModerator && <Badge variant="secondary">Moderator</Badge>}
                        {!person.present && <span className="text-xs text-muted-foreground">Not here</span>}
                        {person.userId !== ownUserId && (
                          <ModerationMenu
                            label={`Moderate ${person.name}`}
                            canDelete={false}
                            canSanction={!isModerator}
                            moderatorItem={moderatorItemFor(person.userId, settings.moderatorIds, canNameModerators)}
                            onAction={(action) => moderation.actOnPerson(action, person.userId)}
                          />
                        )}
                      </li>
                    )
                  })}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No one signed in is watching</p>
              )}
              {(people.moreViewers > 0 || people.guests > 0) && (
                <p className="text-sm text-muted-foreground">
                  {[
                    people.moreViewers > 0 && `${formatQuantity(people.moreViewers, 'more viewer')} signed in`,
                    people.guests > 0 && formatQuantity(people.guests, 'guest'),
                  ]
                    .filter(Boolean)
                    .join(' and ')}
                </p>
              )}
            </section>
            <ChatSanctionsList sanctions={people.sanctions} onUnban={moderation.unban} />
          </>
        )}
      </CardContent>
    </Card>
  )
}

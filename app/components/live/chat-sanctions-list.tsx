import type { ChatSanction } from '../../../contracts/room-moderation'
import { Button } from '~/components/ui/button'
import { useNow } from '~/hooks/use-now'

/** Timeouts show the minutes left, refreshed this often; an ended one leaves the list by itself. */
const COUNTDOWN_TICK_MS = 5000

const timeLeft = (until: number, now: number) => `${Math.max(1, Math.ceil((until - now) / 60_000))} min left`

/** Who is banned or timed out, each with Unban (host and moderators). */
export function ChatSanctionsList({
  sanctions,
  onUnban,
}: {
  sanctions: ChatSanction[]
  onUnban: (sanctionId: string) => void
}) {
  const now = useNow(
    COUNTDOWN_TICK_MS,
    sanctions.some((sanction) => sanction.until !== null),
  )
  const current = sanctions.filter((sanction) => sanction.until === null || sanction.until > now)
  return (
    <section aria-labelledby="chat-sanctions-heading" className="space-y-2">
      <h4 id="chat-sanctions-heading" className="text-sm font-semibold">
        Banned and timed out
      </h4>
      {current.length ? (
        <ul className="space-y-1" aria-labelledby="chat-sanctions-heading">
          {current.map((sanction) => (
            <li key={sanction.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">
                {sanction.name}{' '}
                <span className="text-xs text-muted-foreground">
                  {sanction.until === null ? 'Banned' : timeLeft(sanction.until, now)}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Unban ${sanction.name}`}
                onClick={() => onUnban(sanction.id)}
              >
                Unban
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No one is banned or timed out</p>
      )}
    </section>
  )
}

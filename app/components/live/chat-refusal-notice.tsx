import { chatRefusalText } from '../../../contracts/room-refusal-text'
import type { ChatRefusal } from '~/hooks/use-chat-moderation'
import { useNow } from '~/hooks/use-now'

/**
 * The room's reason under the chat input. A timeout and slow mode count down each second from the room's end time;
 * the countdown is a timer, which assistive technology does not read out every second.
 */
export function ChatRefusalNotice({ id, refusal }: { id: string; refusal: ChatRefusal | null }) {
  const counting = refusal?.until != null
  // Renders again every second while counting. Its value may be up to a second older than a refusal that just came,
  // so the time left is read from the clock.
  useNow(1000, counting)
  if (!refusal) return <p id={id} aria-live="polite" className="text-sm font-medium" />
  const text = counting ? chatRefusalText(refusal.reason, refusal.until! - Date.now(), false) : refusal.message
  return (
    <p
      id={id}
      role={counting ? 'timer' : undefined}
      aria-live={counting ? 'off' : 'polite'}
      className="text-sm font-medium"
    >
      {text}
    </p>
  )
}

import { Send } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { CHAT_MESSAGE_MAX } from '../../../contracts/plain-values'
import { isSanction } from '../../../contracts/room-refusal-text'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import type { ChatRefusal } from '~/hooks/use-chat-moderation'
import { ChatRefusalNotice } from './chat-refusal-notice'

interface ChatComposerProps {
  placeholder: string
  onSend: (message: string) => void
  /** Why the room will not take a message now (a timeout, a ban, slow mode, followers-only). */
  refusal: ChatRefusal | null
}

/**
 * The chat input: Enter or the button sends; blank messages are ignored. A timed-out or banned chatter finds it
 * closed, with the reason and the time left under it, until the room's sanction ends.
 */
export function ChatComposer({ placeholder, onSend, refusal }: ChatComposerProps) {
  const [message, setMessage] = useState('')
  const noticeId = useId()
  const closed = refusal !== null && isSanction(refusal.reason)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = message.trim()
    if (!text || closed) return
    onSend(text)
    setMessage('')
  }
  return (
    <div className="space-y-1.5">
      <form onSubmit={submit} className="flex gap-2">
        <Input
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          aria-describedby={refusal ? noticeId : undefined}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={closed}
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={closed}>
          <Send aria-hidden />
        </Button>
      </form>
      <ChatRefusalNotice id={noticeId} refusal={refusal} />
    </div>
  )
}

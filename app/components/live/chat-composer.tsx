import { Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'

/** The room refuses chat messages over 500 characters. */
export const MAX_CHAT_LENGTH = 500

interface ChatComposerProps {
  placeholder: string
  onSend: (message: string) => void
  disabled?: boolean
  /** Why the room will not take a message now (a timeout, a ban, slow mode, followers-only). */
  notice?: string | null
}

/** The chat input: Enter or the button sends; blank messages are ignored. */
export function ChatComposer({ placeholder, onSend, disabled, notice }: ChatComposerProps) {
  const [message, setMessage] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = message.trim()
    if (!text) return
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
          maxLength={MAX_CHAT_LENGTH}
          disabled={disabled}
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={disabled}>
          <Send aria-hidden />
        </Button>
      </form>
      <p aria-live="polite" className="text-sm font-medium">
        {notice}
      </p>
    </div>
  )
}

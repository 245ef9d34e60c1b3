import { Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'

/** The room refuses chat messages over 500 characters. */
export const MAX_CHAT_LENGTH = 500

/** The chat input: Enter or the button sends; blank messages are ignored. */
export function ChatComposer({ placeholder, onSend, disabled }: { placeholder: string; onSend: (message: string) => void; disabled?: boolean }) {
  const [message, setMessage] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = message.trim()
    if (!text) return
    onSend(text)
    setMessage('')
  }
  return (
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
  )
}

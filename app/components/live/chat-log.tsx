import { useEffect, useRef, type ReactNode } from 'react'
import type { ChatLine } from '~/lib/live/chat-line'
import { cn } from '~/lib/utils'

/** The list scrolls to the newest message 100 ms after it arrives (docs/product/limits.md#interface). */
const AUTO_SCROLL_DELAY_MS = 100

/** A live chat's scrolling message list; own messages sit on the right. */
interface ChatLogProps {
  lines: ChatLine[]
  height: number
  empty: ReactNode
  label: string
  /** Beside each author's name, e.g. a moderator's menu. */
  actions?: (line: ChatLine) => ReactNode
}

export function ChatLog({ lines, height, empty, label, actions }: ChatLogProps) {
  const listRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const timer = setTimeout(
      () => listRef.current?.scrollTo({ top: listRef.current.scrollHeight }),
      AUTO_SCROLL_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [lines.length])
  if (!lines.length) {
    return (
      <div
        style={{ height }}
        className="flex flex-col items-center justify-center rounded-md border bg-muted/30 p-4 text-center text-sm text-muted-foreground"
      >
        {empty}
      </div>
    )
  }
  return (
    <ol
      ref={listRef}
      aria-label={label}
      aria-live="polite"
      style={{ height }}
      className="space-y-2 overflow-y-auto rounded-md border bg-muted/30 p-3"
      tabIndex={0}
    >
      {lines.map((line) => (
        <li key={line.key} className={cn('flex flex-col', line.own ? 'items-end text-right' : 'items-start')}>
          <span className="flex items-center gap-1 text-xs font-semibold text-muted-foreground">
            {line.author}
            {actions?.(line)}
          </span>
          <span
            className={cn(
              'max-w-[85%] break-words rounded-lg px-3 py-1.5 text-sm',
              line.own ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
            )}
          >
            {line.text}
          </span>
          {line.unsent && <span className="text-xs text-muted-foreground">Not sent</span>}
        </li>
      ))}
    </ol>
  )
}

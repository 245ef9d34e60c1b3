import { MessageSquare } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ChatRefusal } from '~/hooks/use-chat-moderation'
import { cn } from '~/lib/utils'
import { ChatComposer } from './chat-composer'
import type { ChatLine } from '~/lib/live/chat-line'
import { ChatLog } from './chat-log'

/** The viewer page's chat list is 600 px high (docs/product/limits.md#interface). */
const VIEWER_CHAT_HEIGHT = 600

interface ViewerChatPanelProps {
  lines: ChatLine[]
  connected: boolean
  onSend: (message: string) => void
  /** An ended stream's chat is its history, read-only. */
  ended: boolean
  /** Why the room will not take a message now, shown under the input. */
  refusal: ChatRefusal | null
  /** A moderator's menu beside each message (moderators only). */
  actions?: (line: ChatLine) => ReactNode
}

export function ViewerChatPanel({ lines, connected, onSend, ended, refusal, actions }: ViewerChatPanelProps) {
  return (
    <section aria-labelledby="live-chat-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between">
        <h2 id="live-chat-heading" className="flex items-center gap-2 font-semibold">
          <MessageSquare className="h-4 w-4" aria-hidden /> Live Chat
        </h2>
        {!ended && (
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
            <span className={cn('h-2 w-2 rounded-full', connected ? 'bg-green-500' : 'bg-red-500')} aria-hidden />
            {connected ? 'Connected' : 'Disconnected'}
          </span>
        )}
      </div>
      <ChatLog
        lines={lines}
        height={VIEWER_CHAT_HEIGHT}
        label="Chat messages"
        actions={ended ? undefined : actions}
        empty={
          <>
            <p className="font-medium">No messages yet</p>
            {!ended && <p>Be the first to chat!</p>}
          </>
        }
      />
      {!ended && <ChatComposer placeholder="Send a message" onSend={onSend} refusal={refusal} />}
    </section>
  )
}

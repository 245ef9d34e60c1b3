import type { ReactNode } from 'react'
import type { ChatRefusal } from '~/hooks/use-chat-moderation'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ChatComposer } from './chat-composer'
import type { ChatLine } from '~/lib/live/chat-line'
import { ChatLog } from './chat-log'

interface StudioChatCardProps {
  lines: ChatLine[]
  height: 200 | 300
  onSend: (message: string) => void
  /** Why the room will not take a message now, shown under the input. */
  refusal: ChatRefusal | null
  /** The host's (or a moderator's) menu beside each message. */
  actions?: (line: ChatLine) => ReactNode
}

/** The studio's Live Chat card: its list is 200 px for the host and 300 px for a viewer. */
export function StudioChatCard({ lines, height, onSend, refusal, actions }: StudioChatCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Live Chat</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ChatLog
          lines={lines}
          height={height}
          label="Chat messages"
          empty="Chat messages will appear here"
          actions={actions}
        />
        <ChatComposer placeholder="Type a message..." onSend={onSend} refusal={refusal} />
      </CardContent>
    </Card>
  )
}

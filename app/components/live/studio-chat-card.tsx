import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { ChatComposer } from './chat-composer'
import { ChatLog, type ChatLine } from './chat-log'

/** The studio's Live Chat card: SPEC §9 makes its list 200 px for the host and 300 px for a viewer. */
export function StudioChatCard({ lines, height, onSend }: { lines: ChatLine[]; height: 200 | 300; onSend: (message: string) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Live Chat</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ChatLog lines={lines} height={height} label="Chat messages" empty="Chat messages will appear here" />
        <ChatComposer placeholder="Type a message..." onSend={onSend} />
      </CardContent>
    </Card>
  )
}

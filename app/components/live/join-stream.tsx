import { LogOut } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { useLiveViewerSession } from '~/hooks/use-live-viewer-session'
import { toast } from '~/hooks/use-toast'
import { LazyStudioChatCard } from './lazy-studio-chat-card'
import { LiveBadge } from './live-badge'
import { VideoSurface } from './video-surface'

/** The Join Stream tab: a stream id, then the host's video, the count and a 300 px chat. */
export function JoinStream({ initialStreamId }: { initialStreamId: string }) {
  const session = useLiveViewerSession()
  const [streamIdInput, setStreamIdInput] = useState(initialStreamId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void session.join(streamIdInput)
  }
  const sendChat = (text: string) => {
    if (!session.sendChat(text))
      toast({
        title: 'Connection issue',
        description: 'Cannot send message, trying to reconnect...',
        variant: 'destructive',
      })
  }

  if (session.state !== 'joined') {
    return (
      <Card className="mx-auto max-w-md">
        <CardHeader>
          <CardTitle className="text-lg">Join a Stream</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex items-end gap-2">
            <div className="flex-1 space-y-1.5">
              <Label htmlFor="join-stream-id" className="sr-only">
                Stream ID
              </Label>
              <Input
                id="join-stream-id"
                value={streamIdInput}
                onChange={(event) => setStreamIdInput(event.target.value)}
                placeholder="Enter stream ID"
                inputMode="numeric"
              />
            </div>
            <Button type="submit" disabled={session.state === 'checking'}>
              Join
            </Button>
          </form>
        </CardContent>
      </Card>
    )
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
      <div className="min-w-0 space-y-4">
        <div className="relative">
          <VideoSurface source={session.remoteStream} label="Live stream video" />
          <div className="absolute left-3 top-3 rounded-full bg-black/60 px-2 py-1 [&_span]:text-white">
            <LiveBadge viewerCount={session.viewerCount} />
          </div>
        </div>
        <Button variant="outline" onClick={session.leave}>
          <LogOut aria-hidden /> Leave Stream
        </Button>
      </div>
      <LazyStudioChatCard lines={session.chatLines} height={300} onSend={sendChat} refusal={session.chatRefusal} />
    </div>
  )
}

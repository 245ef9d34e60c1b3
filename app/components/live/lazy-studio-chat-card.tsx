import { lazy, Suspense, type ComponentProps } from 'react'

const StudioChatCard = lazy(() => import('./studio-chat-card').then((module) => ({ default: module.StudioChatCard })))

/** The studio's chat card, which shows only once live or joined: its code (chat log, composer) loads then. */
export function LazyStudioChatCard(props: ComponentProps<typeof StudioChatCard>) {
  return (
    <Suspense fallback={null}>
      <StudioChatCard {...props} />
    </Suspense>
  )
}

import { useState, type ReactNode } from 'react'
import { PlayerBar } from '~/components/player/player-bar'
import { useCurrentUser } from '~/hooks/use-current-user'
import { BottomDock } from './bottom-dock'
import { BottomNav } from './bottom-nav'
import { FloatingActions } from './floating-actions'
import { SideNav } from './side-nav'
import { SiteHeader } from './site-header'

/** The frame of every page (SPEC §2 'Layout for signed-in screens'). */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser()
  const [dockHeight, setDockHeight] = useState<number | null>(null)
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        Skip to content
      </a>
      <SiteHeader />
      <div className="flex flex-1">
        <SideNav />
        {/* Until the dock is measured (server render), a room about its usual height. */}
        <div id="main" className="min-w-0 flex-1 pb-48 md:pb-36" style={dockHeight === null ? undefined : { paddingBottom: dockHeight }}>
          {children}
        </div>
      </div>
      <BottomDock onResize={setDockHeight}>
        {user && <FloatingActions />}
        <div className="pointer-events-auto">
          <PlayerBar />
        </div>
        <BottomNav />
      </BottomDock>
    </div>
  )
}

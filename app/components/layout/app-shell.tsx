import type { ReactNode } from 'react'
import { PlayerBar } from '~/components/player/player-bar'
import { BottomDock } from './bottom-dock'
import { BottomNav } from './bottom-nav'
import { SideNav } from './side-nav'
import { SiteHeader } from './site-header'

/** The frame of every page (docs/product/screens.md#layout). */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className="flex flex-1">
        <SideNav />
        {/* Room for the bottom dock below the page's end; until the dock is measured, about its usual height. */}
        <div id="main" className="min-w-0 flex-1 pb-[var(--dock-height,12rem)] md:pb-[var(--dock-height,9rem)]">
          {children}
        </div>
      </div>
      <BottomDock>
        <PlayerBar />
        <BottomNav />
      </BottomDock>
    </div>
  )
}

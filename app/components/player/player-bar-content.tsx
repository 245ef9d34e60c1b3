import { TooltipProvider } from '~/components/ui/tooltip'
import { FullPlayerBar } from './full-player-bar'
import { MiniPlayerBar } from './mini-player-bar'

/** The bar's controls and their tooltips: loaded by player-bar.tsx only once there is something to play. */
export default function PlayerBarContent({ minimized }: { minimized: boolean }) {
  return <TooltipProvider>{minimized ? <MiniPlayerBar /> : <FullPlayerBar />}</TooltipProvider>
}

import { useMemo } from 'react'
import { useIsMobile } from '~/hooks/use-is-mobile'
import { drawBars, useAnalyserCanvas } from '~/hooks/use-analyser-canvas'

/** docs/product/limits.md#interface: 12 bars on mobile, 20 on desktop; the canvas is 300 wide and 40 or 50 high. */
export function LevelVisualiser({ analyser }: { analyser: AnalyserNode | null }) {
  const isMobile = useIsMobile()
  const draw = useMemo(() => drawBars(isMobile ? 12 : 20, 3), [isMobile])
  const canvasRef = useAnalyserCanvas(analyser, draw)
  return (
    <canvas
      ref={canvasRef}
      width={300}
      height={isMobile ? 40 : 50}
      role="img"
      aria-label="Audio level visualiser"
      className="max-w-full"
    />
  )
}

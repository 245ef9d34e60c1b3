import { useMemo } from 'react'
import { FFT_SIZE } from '~/lib/live/media-source-player'
import { drawBars, useAnalyserCanvas } from '~/hooks/use-analyser-canvas'

/** One bar per frequency bin of the FFT (FFT size 256, so 128 bins: docs/product/limits.md#interface). */
export function SpectrumCanvas({ analyser }: { analyser: AnalyserNode | null }) {
  const draw = useMemo(() => drawBars(FFT_SIZE / 2, 1), [])
  const canvasRef = useAnalyserCanvas(analyser, draw)
  return (
    <canvas
      ref={canvasRef}
      width={640}
      height={120}
      role="img"
      aria-label="Audio spectrum"
      className="h-28 w-full rounded-md bg-muted"
    />
  )
}

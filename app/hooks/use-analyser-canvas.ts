import { useEffect, useRef } from 'react'

/** The theme's fill colour, read once per drawing loop so a theme change shows on the next mount. */
const themeFill = () => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim() || '#8B5CF6'

export type DrawFrequencies = (context: CanvasRenderingContext2D, frequencies: Uint8Array, fill: string) => void

/** Draws an analyser's frequency data on a canvas every animation frame; an empty canvas without an analyser. */
export function useAnalyserCanvas(analyser: AnalyserNode | null, draw: DrawFrequencies) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const drawRef = useRef(draw)
  drawRef.current = draw
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d')
    if (!context) return
    context.clearRect(0, 0, context.canvas.width, context.canvas.height)
    if (!analyser) return
    const frequencies = new Uint8Array(analyser.frequencyBinCount)
    const fill = themeFill()
    let frame = 0
    const tick = () => {
      frame = requestAnimationFrame(tick)
      analyser.getByteFrequencyData(frequencies)
      context.clearRect(0, 0, context.canvas.width, context.canvas.height)
      drawRef.current(context, frequencies, fill)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [analyser])
  return canvasRef
}

/** `count` bars across the canvas, each the mean of its slice of the spectrum. */
export function drawBars(count: number, gap: number): DrawFrequencies {
  return (context, frequencies, fill) => {
    const { width, height } = context.canvas
    const slice = Math.max(1, Math.floor(frequencies.length / count))
    const barWidth = width / count - gap
    context.fillStyle = fill
    for (let bar = 0; bar < count; bar++) {
      let sum = 0
      for (let bin = bar * slice; bin < (bar + 1) * slice && bin < frequencies.length; bin++) sum += frequencies[bin]
      const barHeight = Math.max(1, (sum / slice / 255) * height)
      context.fillRect(bar * (barWidth + gap), height - barHeight, barWidth, barHeight)
    }
  }
}

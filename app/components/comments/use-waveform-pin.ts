import { useNavigate } from '@remix-run/react'
import { useState } from 'react'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useSignInPath } from '~/hooks/use-sign-in-path'

/** A moment picked on the waveform; each pick is a new one, so picking the same moment again opens the box again. */
export interface WaveformPin {
  seconds: number
}

/**
 * The moment picked on a track's waveform for the comment box; a visitor picking one is sent to sign in, as the
 * comment box's own prompt does, and comes back to the track.
 */
export function useWaveformPin() {
  const { user } = useCurrentUser()
  const signInPath = useSignInPath()
  const navigate = useNavigate()
  const [pin, setPin] = useState<WaveformPin | null>(null)
  const pick = (seconds: number) => (user ? setPin({ seconds }) : navigate(signInPath))
  return { pin, pick, clear: () => setPin(null) }
}

export type WaveformPinState = ReturnType<typeof useWaveformPin>

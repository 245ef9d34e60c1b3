import { useState } from 'react'
import type { MediaKind } from '../../../contracts/media/first-bytes'
import { pickedFileRefusal } from '~/lib/upload'

interface Judged {
  file: File
  refusal: string | null
}

/**
 * A file field's file, judged by its first bytes as soon as it is picked: `refusal` is what the server would answer
 * (null for a file it takes), `checking` holds until the bytes are read. A later pick replaces an earlier answer.
 */
export function usePickedFile(kind: MediaKind) {
  const [file, setFile] = useState<File | null>(null)
  const [judged, setJudged] = useState<Judged | null>(null)

  function pick(picked: File | null) {
    setFile(picked)
    if (!picked) return
    // A file the browser cannot read is left to the upload, which names the problem.
    const judge = (refusal: string | null) => setJudged({ file: picked, refusal })
    pickedFileRefusal(kind, picked).then(judge, () => judge(null))
  }

  const known = judged !== null && judged.file === file
  return { file, pick, refusal: known ? judged.refusal : null, checking: file !== null && !known }
}

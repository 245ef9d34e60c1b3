/**
 * `compute`, remembering its answer for each key: for pure work that every server render would otherwise repeat on
 * the same few hundred inputs (class lists, paths, colours). Forgets everything once `kept` keys are held, in case
 * keys are ever built from data. Callers must treat an answer as read-only: the next caller gets the same one.
 */
export function remembered<Value>(compute: (key: string) => Value, kept: number): (key: string) => Value {
  const answers = new Map<string, Value>()
  return (key) => {
    let answer = answers.get(key)
    if (answer === undefined) {
      if (answers.size >= kept) answers.clear()
      answer = compute(key)
      answers.set(key, answer)
    }
    return answer
  }
}

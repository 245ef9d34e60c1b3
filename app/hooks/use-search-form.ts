import { useNavigate } from '@remix-run/react'
import { useState, type FormEvent } from 'react'

/** A search box's text; submitting trims it, ignores blank text, URL-encodes it and opens /search?q=. */
export function useSearchForm(initialText = '') {
  const navigate = useNavigate()
  const [text, setText] = useState(initialText)
  const query = text.trim()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (query) navigate(`/search?q=${encodeURIComponent(query)}`)
  }

  return { text, setText, query, onSubmit }
}

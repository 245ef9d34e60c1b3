import { createContext, useContext } from 'react'

/**
 * The page's CSP nonce: set on the server for the inline scripts it renders; empty in the browser, which needs none.
 */
export const NonceContext = createContext<string | undefined>(undefined)

export const useNonce = () => useContext(NonceContext)

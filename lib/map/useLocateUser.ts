import { useCallback, useRef, useState } from 'react'

import { type LocateResult, locateMessage, locateUser } from './locate'

export type LocateState = {
  locating: boolean
  /** The latest answer, kept while a newer one is awaited so the map does not jump back meanwhile. */
  last: { result: LocateResult; message: string; nonce: number } | null
}

/** "Где я" for a component: the newest request wins. */
export function useLocateUser(geolocation?: Pick<Geolocation, 'getCurrentPosition'>) {
  const [state, setState] = useState<LocateState>({ locating: false, last: null })
  const request = useRef(0)

  const locate = useCallback(async () => {
    const id = ++request.current
    setState((s) => ({ ...s, locating: true }))
    const result = await locateUser(geolocation)
    if (id !== request.current) return
    setState({ locating: false, last: { result, message: locateMessage(result), nonce: id } })
  }, [geolocation])

  return { state, locate }
}

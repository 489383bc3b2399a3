import { act } from '@testing-library/react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { useHydrated } from './useHydrated'

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated()
  seen.push(hydrated)
  return <p>{hydrated ? 'в браузере' : 'с сервера'}</p>
}

// One sequence, as a page lives it: the flag that says the page has hydrated is module state.
it('draws the server output while hydrating, switches after it, and starts later mounts in the browser state; the server never switches', async () => {
  const html = renderToString(<Probe seen={[]} />)
  expect(html).toBe('<p>с сервера</p>')

  const page = document.createElement('div')
  page.innerHTML = html
  document.body.append(page)
  const recoverableErrors: unknown[] = []
  const hydration: boolean[] = []
  await act(async () => {
    hydrateRoot(page, <Probe seen={hydration} />, { onRecoverableError: (error) => recoverableErrors.push(error) })
  })
  // The hydrating render matched the server's HTML (a mismatch is a recoverable error), then the switch.
  expect(recoverableErrors).toEqual([])
  expect(hydration[0]).toBe(false)
  expect(hydration.at(-1)).toBe(true)
  expect(page.textContent).toBe('в браузере')

  // A component mounted once the page is up (a client-side navigation) never draws the server state.
  const later = document.createElement('div')
  document.body.append(later)
  const mounted: boolean[] = []
  await act(async () => {
    createRoot(later).render(<Probe seen={mounted} />)
  })
  expect(mounted.length).toBeGreaterThan(0)
  expect(mounted.every(Boolean)).toBe(true)
  expect(later.textContent).toBe('в браузере')

  // The server's answer does not depend on what a browser has hydrated.
  expect(renderToString(<Probe seen={[]} />)).toBe(html)
})

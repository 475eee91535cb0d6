const FLAG = 'aisle.devtools'

/**
 * The developer panel shows in development builds, or once a page was opened with
 * `?devtools=1` (remembered for the tab; `?devtools=0` forgets it).
 */
export function showDevtools(location: Location = window.location): boolean {
  if (import.meta.env.DEV) return true
  const asked = new URLSearchParams(location.search).get('devtools')
  try {
    if (asked === '1') window.sessionStorage.setItem(FLAG, '1')
    if (asked === '0') window.sessionStorage.removeItem(FLAG)
    return window.sessionStorage.getItem(FLAG) === '1'
  } catch {
    return asked === '1'
  }
}

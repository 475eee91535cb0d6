/** `fetch` that names the page's banner to the sandbox (`x-banner`), on every call. */
export function bannerFetch(banner: string, send: typeof fetch = (i, init) => fetch(i, init)) {
  return (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('x-banner', banner)
    return send(input, { ...init, headers })
  }
}

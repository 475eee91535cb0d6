// Test support of the hook tests (not built into the package).

/** A service's JSON answer, as a fake fetch hands it to the client. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

// What the storefront's page holds and sends, searched for secrets (wallet-flyout.md §1:
// card numbers, CVVs and PINs exist only in the hosted card-entry frame).
import type { Page } from 'playwright'
import { expect } from 'vitest'

/**
 * Everything the storefront's own page sends (not the frame's requests to its own
 * origin): URL, headers and body of each, kept to be searched for secrets.
 */
export function watchRequests(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) return
    sent.push(
      [request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n'),
    )
  })
  return sent
}

/**
 * wallet-flyout.md §1: no card number, CVV or PIN exists in the storefront page (its
 * DOM and every frame it owns), its storage, its cookies or its requests. `mustHaveSent`
 * names a request that did happen, so the check cannot pass by seeing nothing.
 */
export async function expectNoSecrets(
  page: Page,
  sent: string[],
  secrets: string[],
  mustHaveSent = '/payment/v2/wallet',
) {
  const held = [
    await page.content(),
    await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage })),
    JSON.stringify(await page.context().cookies()),
    ...sent,
  ].join('\n')
  for (const secret of secrets)
    expect(held, 'a secret reached the storefront').not.toContain(secret)
  expect(sent.some((text) => text.includes(mustHaveSent))).toBe(true)
}

import { type Ref, type RefObject, useCallback } from 'react'

/**
 * A ref for portalled content: the portal leaves the `data-banner` scope the select
 * sits in, so the content copies that scope to keep the banner's tokens. A `forwarded`
 * ref, such as the one a part was given, gets the node too.
 */
export function useSelectBannerScope(
  anchor: RefObject<HTMLElement | null>,
  forwarded?: Ref<HTMLDivElement>,
) {
  return useCallback(
    (node: HTMLDivElement | null) => {
      if (typeof forwarded === 'function') forwarded(node)
      else if (forwarded) forwarded.current = node
      if (!node) return
      const banner = anchor.current?.closest('[data-banner]')?.getAttribute('data-banner')
      if (banner) node.setAttribute('data-banner', banner)
      else node.removeAttribute('data-banner')
    },
    [anchor, forwarded],
  )
}

import { type RefObject, useCallback } from 'react'

/**
 * A ref for portalled content: the portal leaves the `data-banner` scope the select
 * sits in, so the content copies that scope to keep the banner's tokens.
 */
export function useSelectBannerScope(anchor: RefObject<HTMLElement | null>) {
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return
      const banner = anchor.current?.closest('[data-banner]')?.getAttribute('data-banner')
      if (banner) node.setAttribute('data-banner', banner)
      else node.removeAttribute('data-banner')
    },
    [anchor],
  )
}

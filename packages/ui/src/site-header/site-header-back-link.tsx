import { ark } from '@ark-ui/react/factory'
import {
  type ComponentProps,
  cloneElement,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react'
import { withContext } from './site-header-style-context.js'

const Link = withContext(ark.a, 'backLink')

export type SiteHeaderBackLinkProps = ComponentProps<typeof Link>

function ChevronStart() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

/**
 * The checkout's back link, e.g. to the cart, with a leading chevron. With `asChild`
 * the router's link is rendered and the chevron goes inside it.
 */
export const SiteHeaderBackLink = forwardRef<HTMLAnchorElement, SiteHeaderBackLinkProps>(
  function SiteHeaderBackLink({ asChild, children, ...rest }, ref) {
    if (asChild && isValidElement<{ children?: ReactNode }>(children)) {
      const child = children as ReactElement<{ children?: ReactNode }>
      return (
        <Link ref={ref} asChild {...rest}>
          {cloneElement(
            child,
            undefined,
            <>
              <ChevronStart />
              {child.props.children}
            </>,
          )}
        </Link>
      )
    }
    return (
      <Link ref={ref} {...rest}>
        <ChevronStart />
        {children}
      </Link>
    )
  },
)

import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext } from './page-layout-style-context.js'

const Anchor = withContext(ark.a, 'skipLink')

export type PageLayoutSkipLinkProps = ComponentProps<typeof Anchor> & {
  /**
   * The id of `PageLayout.Main`, as a fragment.
   * @default '#main'
   */
  href?: string | undefined
}

/** The first stop of the keyboard: jumps past the header to the main content. */
export const PageLayoutSkipLink = forwardRef<HTMLAnchorElement, PageLayoutSkipLinkProps>(
  function PageLayoutSkipLink({ href = '#main', children = 'Skip to main content', ...rest }, ref) {
    return (
      <Anchor ref={ref} href={href} {...rest}>
        {children}
      </Anchor>
    )
  },
)

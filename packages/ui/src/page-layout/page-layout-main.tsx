import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext } from './page-layout-style-context.js'

const Main = withContext(ark.main, 'main')

export type PageLayoutMainProps = ComponentProps<typeof Main> & {
  /**
   * The target of `PageLayout.SkipLink`.
   * @default 'main'
   */
  id?: string | undefined
}

/** The `<main>` landmark at page width; focusable by script so the skip link can move focus. */
export const PageLayoutMain = forwardRef<HTMLElement, PageLayoutMainProps>(function PageLayoutMain(
  { id = 'main', ...rest },
  ref,
) {
  return <Main ref={ref} id={id} tabIndex={-1} {...rest} />
})

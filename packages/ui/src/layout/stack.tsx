import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { type StackLayoutVariantProps, stackLayout } from '#styled-system/recipes'

export interface StackProps extends HTMLArkProps<'div'> {
  /**
   * The space between children, a spacing token: `2` for a label and its value, `4`
   * between fields, `6` or `8` between sections.
   * @default '4'
   */
  gap?: NonNullable<StackLayoutVariantProps>['gap']
  /**
   * How children sit across: `stretch` fills the width; `start` keeps their own width.
   * @default 'stretch'
   */
  align?: NonNullable<StackLayoutVariantProps>['align']
  /**
   * `prose` keeps a form to a comfortable line length (40 rem); `full` takes the width.
   * @default 'full'
   */
  width?: NonNullable<StackLayoutVariantProps>['width']
}

/**
 * Children one under the other with a token gap between them: the vertical rhythm of a
 * page. Every other prop (`data-*`, `aria-*`, handlers, `asChild`) reaches the element.
 */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { gap, align, width, className, ...rest },
  ref,
) {
  return (
    <ark.div ref={ref} className={cx(stackLayout({ gap, align, width }), className)} {...rest} />
  )
})

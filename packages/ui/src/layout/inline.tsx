import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { type InlineVariantProps, inline } from '#styled-system/recipes'

type Variants = NonNullable<InlineVariantProps>

export interface InlineProps extends HTMLArkProps<'div'> {
  /**
   * The space between items, a spacing token.
   * @default '3'
   */
  gap?: Variants['gap']
  /**
   * How items line up across the line; `baseline` for a label and its amount.
   * @default 'center'
   */
  align?: Variants['align']
  /**
   * Where items sit along the line; `between` pushes the first and last to the ends.
   * @default 'start'
   */
  justify?: Variants['justify']
  /**
   * Whether items move onto a new line when the line is full.
   * @default true
   */
  wrap?: Variants['wrap']
}

/**
 * Items side by side (buttons of a form, a label and its value), wrapping on narrow
 * screens. Every other prop (`data-*`, `aria-*`, handlers, `asChild`) reaches the element.
 */
export const Inline = forwardRef<HTMLDivElement, InlineProps>(function Inline(
  { gap, align, justify, wrap, className, ...rest },
  ref,
) {
  return (
    <ark.div ref={ref} className={cx(inline({ gap, align, justify, wrap }), className)} {...rest} />
  )
})

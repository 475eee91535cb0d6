import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { type ColumnsVariantProps, columns } from '#styled-system/recipes'

type Variants = NonNullable<ColumnsVariantProps>

export interface ColumnsProps extends HTMLArkProps<'div'> {
  /**
   * Columns on a wide screen. `2`: one column below 768 px. `3`: one below 480 px, two
   * below 1024 px. `4` (tiles): two on phones, three below 1024 px. `sidebar`: a
   * 12-16 rem navigation column beside the page from 768 px.
   * @default '2'
   */
  count?: Variants['count']
  /**
   * The space between cells, a spacing token.
   * @default '4'
   */
  gap?: Variants['gap']
}

/**
 * Children in equal columns that fold to fewer on narrow screens: cards, tiles, fields
 * side by side. Every other prop (`data-*`, `aria-*`, handlers, `asChild`) reaches the element.
 */
export const Columns = forwardRef<HTMLDivElement, ColumnsProps>(function Columns(
  { count, gap, className, ...rest },
  ref,
) {
  return <ark.div ref={ref} className={cx(columns({ count, gap }), className)} {...rest} />
})

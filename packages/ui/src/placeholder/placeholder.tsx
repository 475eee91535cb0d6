import { type ComponentPropsWithoutRef, type CSSProperties, forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { placeholder } from '#styled-system/recipes'

export interface PlaceholderProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * The least height held while `loading`, as a CSS length: the height of the content that
   * is coming (e.g. `'20rem'`), so nothing below moves when it arrives.
   */
  minHeight: string
  /**
   * While `true` the place keeps at least `minHeight`; once `false` it is as tall as its
   * children. The children stay mounted either way.
   * @default true
   */
  loading?: boolean | undefined
}

/**
 * A block that holds the place of loading content at a minimum height, around a `Spinner`
 * or around content that fills in on its own. It announces nothing: a `Spinner` or the
 * content itself says that something is loading. Other attributes reach the `div`.
 */
export const Placeholder = forwardRef<HTMLDivElement, PlaceholderProps>(function Placeholder(
  { minHeight, loading = true, className, style, ...rest },
  ref,
) {
  if (!loading) return <div ref={ref} className={className} style={style} {...rest} />
  const held = { ...style, '--placeholder-min-height': minHeight } as CSSProperties
  return <div ref={ref} className={cx(placeholder(), className)} style={held} {...rest} />
})

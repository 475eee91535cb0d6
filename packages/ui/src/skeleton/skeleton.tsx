import type { CSSProperties, ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { type SkeletonVariantProps, skeleton } from '#styled-system/recipes'

export interface SkeletonProps {
  /**
   * `text` draws lines of text, `block` a card or image, `circle` an avatar or icon.
   * @default 'text'
   */
  shape?: NonNullable<SkeletonVariantProps>['shape']
  /**
   * Number of lines of a `text` skeleton; the last of several is shorter.
   * @default 1
   */
  lines?: number | undefined
  /**
   * Width of each shape, as a CSS length.
   * @default '100%' (text, block) or 2.5rem (circle)
   */
  width?: string | undefined
  /**
   * Height of each shape, as a CSS length.
   * @default 1rem (text), 4rem (block) or 2.5rem (circle)
   */
  height?: string | undefined
  /**
   * While `true` the skeleton shows; once `false` the `children` show instead.
   * @default true
   */
  loading?: boolean | undefined
  /**
   * The real content, shown when `loading` is `false`.
   * @default undefined
   */
  children?: ReactNode
  /**
   * Class added to the root.
   * @default undefined
   */
  className?: string | undefined
}

/**
 * A placeholder in the shape of loading content. It is hidden from assistive technology:
 * announce the loading itself with a `Spinner` or `aria-busy` on the region.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width,
  height,
  loading = true,
  children,
  className,
}: SkeletonProps) {
  if (!loading) return <>{children}</>
  const styles = skeleton({ shape })
  const size: CSSProperties = { width, height }
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1
  return (
    <span aria-hidden="true" data-shape={shape} className={cx(styles.root, className)}>
      {Array.from({ length: count }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder.
        <span key={line} className={styles.item} style={size} />
      ))}
    </span>
  )
}

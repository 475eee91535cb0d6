import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { type ImageSummaryVariantProps, imageSummary } from '#styled-system/recipes'
import { IMAGE_SUMMARY_DEFAULT_MAX, splitImageSummary } from './image-summary-count.js'

/**
 * Each size's thumbnail in CSS pixels (the recipe's `--image-summary-size`: spacing 10, 12,
 * 16): the images' width and height, so a lazy image's box is reserved before it loads.
 */
export const IMAGE_SUMMARY_PIXELS = { sm: 40, md: 48, lg: 64 } as const

/** One thumbnail. */
export interface ImageSummaryImage {
  /** Image URL. */
  src: string
  /** Text alternative, e.g. the product name. */
  alt: string
}

export interface ImageSummaryProps {
  /** Accessible name of the list, e.g. "Items in your order". */
  label: string
  /** The thumbnails, in order; only the first `max` show. */
  images: readonly ImageSummaryImage[]
  /**
   * How many thumbnails show before the badge.
   * @default 8
   */
  max?: number | undefined
  /**
   * The number of items in all, when more items exist than `images` (items without a picture).
   * @default images.length
   */
  totalCount?: number | undefined
  /**
   * The badge's text from its count (`'+12'` or `'999+'`) and the number of hidden items,
   * e.g. `(badge) => \`${badge} more\``.
   * @default the count alone
   */
  formatMore?: ((badge: string, hidden: number) => string) | undefined
  /**
   * Thumbnail size: `sm` 40 px, `md` 48 px, `lg` 64 px.
   * @default 'md'
   */
  size?: NonNullable<ImageSummaryVariantProps>['size']
  /**
   * Class added to the list.
   * @default undefined
   */
  className?: string | undefined
}

/**
 * The first `max` item thumbnails as a labelled list, then a badge for the rest that counts
 * up to "+999" and reads "999+" beyond.
 */
export const ImageSummary = forwardRef<HTMLUListElement, ImageSummaryProps>(function ImageSummary(
  {
    label,
    images,
    max = IMAGE_SUMMARY_DEFAULT_MAX,
    totalCount,
    formatMore = (badge) => badge,
    size,
    className,
  },
  ref,
) {
  const styles = imageSummary({ size })
  // A responsive size takes md's figures: the recipe sets the box, the attributes still
  // give its square ratio.
  const pixels = IMAGE_SUMMARY_PIXELS[typeof size === 'string' ? size : 'md']
  const { shown, hidden, badge } = splitImageSummary(images, max, totalCount)
  return (
    <ul ref={ref} aria-label={label} className={cx(styles.root, className)}>
      {shown.map((image, index) => (
        // Items may repeat an image; their place in the order is what tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is display-only and never reorders.
        <li key={index} className={styles.item}>
          {/* Below the fold in carts and orders: loaded and decoded off the critical path. */}
          <img
            src={image.src}
            alt={image.alt}
            width={pixels}
            height={pixels}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </li>
      ))}
      {hidden > 0 ? (
        <li className={styles.item}>
          <span className={styles.more}>{formatMore(badge, hidden)}</span>
        </li>
      ) : null}
    </ul>
  )
})

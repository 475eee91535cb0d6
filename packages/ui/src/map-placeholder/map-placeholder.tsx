import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { mapPlaceholder } from '#styled-system/recipes'
import { LocationIcon } from '../icons/index.js'

export interface MapPlaceholderProps {
  /** What the map would show, e.g. "Map of stores near 12 Orchard Lane"; read and shown. */
  label: string
  /**
   * Width divided by height of the panel.
   * @default 16 / 9
   */
  ratio?: number | undefined
  /**
   * Class added to the panel.
   * @default undefined
   */
  className?: string | undefined
}

/**
 * A fixed-aspect panel with a pin and a label where a map would be (`role="img"`, named by
 * `label`), e.g. while a map loads or when none is available.
 */
export const MapPlaceholder = forwardRef<HTMLDivElement, MapPlaceholderProps>(
  function MapPlaceholder({ label, ratio = 16 / 9, className }, ref) {
    const styles = mapPlaceholder()
    return (
      <div
        ref={ref}
        role="img"
        aria-label={label}
        style={{ aspectRatio: ratio }}
        className={cx(styles.root, className)}
      >
        <span className={styles.icon}>
          <LocationIcon />
        </span>
        <span className={styles.label}>{label}</span>
      </div>
    )
  },
)

import { DayCarouselChevronIcon } from './day-carousel-icons.js'

export interface DayCarouselTriggerProps {
  /** Accessible name of the icon button. */
  label: string
  /** Id of the scroll container it moves. */
  controls: string
  /** At the end it scrolls towards: announced as disabled and does nothing. */
  disabled: boolean
  onPress: () => void
  className: string
}

/**
 * A Previous or Next icon button. Disabled through `aria-disabled` rather than `disabled`,
 * so that the press which reaches the end leaves focus on the button instead of dropping
 * it to the page.
 */
export function DayCarouselTrigger({
  label,
  controls,
  disabled,
  onPress,
  className,
}: DayCarouselTriggerProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onPress}
      className={className}
    >
      <DayCarouselChevronIcon />
    </button>
  )
}

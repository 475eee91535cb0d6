import { forwardRef, type ReactNode, useId } from 'react'
import type { RadioTileVariantProps } from '#styled-system/recipes'
import * as RadioTile from './radio-tile.js'
import { RadioTileChoice } from './radio-tile-choice.js'
import type { RadioTileItem, RadioTileValueChangeDetails } from './radio-tile-types.js'

export interface RadioTileGroupProps
  extends Omit<RadioTile.RootProps, 'children' | 'onValueChange' | 'value' | 'defaultValue'> {
  /** The group's visible label; it names the radio group. */
  label: ReactNode
  /** The tiles, in order. */
  items: RadioTileItem[]
  /**
   * The selected value, when controlled (`null` for none); pair it with `onValueChange`.
   * @default undefined
   */
  value?: string | null
  /**
   * The selected value on first render, when uncontrolled.
   * @default null
   */
  defaultValue?: string | null
  /**
   * Called with `{ value }` when the shopper selects a tile.
   * @default undefined
   */
  onValueChange?: (details: RadioTileValueChangeDetails) => void
  /**
   * Called with a tile's value when its Edit button is pressed; without it, tiles have
   * no Edit button.
   * @default undefined
   */
  onEdit?: (value: string) => void
  /**
   * Visible text of each Edit button; the tile's title is added to its accessible name.
   * @default 'Edit'
   */
  editLabel?: string
  /**
   * `stack`: one tile per row. `grid`: two columns from the `md` breakpoint.
   * @default 'stack'
   */
  layout?: NonNullable<RadioTileVariantProps>['layout']
  /**
   * Form field name of the radios.
   * @default undefined
   */
  name?: string
  /**
   * Every tile is disabled.
   * @default false
   */
  disabled?: boolean
  /**
   * A tile must be selected to submit the form.
   * @default false
   */
  required?: boolean
  /**
   * Id of the group; the parts derive their ids from it.
   * @default a generated id
   */
  id?: string
  /**
   * Class added to the group's root.
   * @default undefined
   */
  className?: string
}

/**
 * Radio cards from an `items` array, built on the `RadioTile` parts (WAI-ARIA radio
 * group): Tab enters on the checked or first tile, arrow keys move and select, Space
 * selects, disabled tiles are skipped. Other props (`data-*`, `aria-*`, handlers,
 * `className`) reach the `radiogroup` element, as does the ref.
 */
export const RadioTileGroup = forwardRef<HTMLDivElement, RadioTileGroupProps>(
  function RadioTileGroup({ label, items, onEdit, editLabel = 'Edit', ...rest }, ref) {
    // Ark derives the radios' shared name from the id: an explicit undefined would drop it.
    const generatedId = useId()
    return (
      <RadioTile.Root ref={ref} {...rest} id={rest.id ?? generatedId}>
        <RadioTile.Label>{label}</RadioTile.Label>
        <RadioTile.Items>
          {items.map((item) => (
            <RadioTileChoice key={item.value} item={item} onEdit={onEdit} editLabel={editLabel} />
          ))}
        </RadioTile.Items>
      </RadioTile.Root>
    )
  },
)

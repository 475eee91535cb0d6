import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { forwardRef, type ReactNode, useId } from 'react'
import { cx } from '#styled-system/css'
import { type RadioTileVariantProps, radioTile } from '#styled-system/recipes'
import { RadioTileTile } from './radio-tile-tile.js'
import type { RadioTileItem, RadioTileValueChangeDetails } from './radio-tile-types.js'

export interface RadioTileGroupProps {
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
 * Radio cards on Ark RadioGroup (WAI-ARIA radio group): Tab enters on the checked or
 * first tile, arrow keys move and select, Space selects, disabled tiles are skipped.
 * The ref reaches the `radiogroup` element.
 */
export const RadioTileGroup = forwardRef<HTMLDivElement, RadioTileGroupProps>(
  function RadioTileGroup(
    {
      label,
      items,
      value,
      defaultValue,
      onValueChange,
      onEdit,
      editLabel = 'Edit',
      layout,
      name,
      disabled = false,
      required = false,
      id,
      className,
    },
    ref,
  ) {
    const classes = radioTile({ layout })
    // Ark derives the radios' shared name from the id: an explicit undefined would drop it.
    const generatedId = useId()
    return (
      <ArkRadioGroup.Root
        ref={ref}
        id={id ?? generatedId}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
        className={cx(classes.root, className)}
      >
        <ArkRadioGroup.Label className={classes.label}>{label}</ArkRadioGroup.Label>
        <div className={classes.items}>
          {items.map((item) => (
            <RadioTileTile
              key={item.value}
              item={item}
              classes={classes}
              onEdit={onEdit}
              editLabel={editLabel}
            />
          ))}
        </div>
      </ArkRadioGroup.Root>
    )
  },
)

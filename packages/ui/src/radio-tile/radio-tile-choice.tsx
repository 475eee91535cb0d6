import * as RadioTile from './radio-tile.js'
import type { RadioTileItem } from './radio-tile-types.js'

interface RadioTileChoiceProps {
  item: RadioTileItem
  onEdit?: ((value: string) => void) | undefined
  editLabel: string
}

/**
 * One choice of `RadioTileGroup`, from its data, in the parts: the radio's `<label>`
 * (control, title, texts, price) and, beside it, the Edit button.
 */
export function RadioTileChoice({ item, onEdit, editLabel }: RadioTileChoiceProps) {
  const { value, title, description, price, disabled = false, disabledReason } = item
  return (
    <RadioTile.Item value={value} disabled={disabled}>
      <RadioTile.ItemRadio>
        <RadioTile.ItemControl />
        <RadioTile.ItemBody>
          <RadioTile.ItemText>{title}</RadioTile.ItemText>
          {description === undefined ? null : (
            <RadioTile.ItemDescription>{description}</RadioTile.ItemDescription>
          )}
          {disabled && disabledReason !== undefined ? (
            <RadioTile.ItemDisabledReason>{disabledReason}</RadioTile.ItemDisabledReason>
          ) : null}
        </RadioTile.ItemBody>
        {price === undefined ? null : <RadioTile.ItemPrice>{price}</RadioTile.ItemPrice>}
        <RadioTile.ItemHiddenInput />
      </RadioTile.ItemRadio>
      {onEdit ? (
        <RadioTile.ItemEditTrigger onClick={() => onEdit(value)}>
          {editLabel}
        </RadioTile.ItemEditTrigger>
      ) : null}
    </RadioTile.Item>
  )
}

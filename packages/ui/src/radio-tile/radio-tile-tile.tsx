import { RadioGroup as ArkRadioGroup, useRadioGroupContext } from '@ark-ui/react/radio-group'
import { useId } from 'react'
import type { radioTile } from '#styled-system/recipes'
import { Button } from '../button/index.js'
import type { RadioTileItem } from './radio-tile-types.js'

interface RadioTileTileProps {
  item: RadioTileItem
  classes: ReturnType<typeof radioTile>
  onEdit?: ((value: string) => void) | undefined
  editLabel: string
}

/**
 * One tile: the radio's `<label>` (control, title, texts, price) and, beside it rather
 * than inside it, the Edit button, so no interactive element nests in another.
 */
export function RadioTileTile({ item, classes, onEdit, editLabel }: RadioTileTileProps) {
  const id = useId()
  const ids = {
    title: `${id}-title`,
    description: `${id}-description`,
    price: `${id}-price`,
    reason: `${id}-reason`,
    edit: `${id}-edit`,
  }
  const { value, title, description, price, disabled = false, disabledReason } = item
  const state = useRadioGroupContext().getItemState({ value, disabled })
  const showReason = disabled && disabledReason !== undefined
  const describedBy = [
    description === undefined ? undefined : ids.description,
    price === undefined ? undefined : ids.price,
    showReason ? ids.reason : undefined,
  ].filter(Boolean)

  return (
    <div
      className={classes.tile}
      data-state={state.checked ? 'checked' : 'unchecked'}
      data-disabled={state.disabled ? '' : undefined}
      data-hover={state.hovered ? '' : undefined}
      data-focus-visible={state.focusVisible ? '' : undefined}
    >
      <ArkRadioGroup.Item value={value} disabled={disabled} className={classes.item}>
        <ArkRadioGroup.ItemControl className={classes.itemControl} />
        <span className={classes.body}>
          <ArkRadioGroup.ItemText className={classes.itemText}>
            <span id={ids.title}>{title}</span>
          </ArkRadioGroup.ItemText>
          {description === undefined ? null : (
            <span id={ids.description} className={classes.description}>
              {description}
            </span>
          )}
          {showReason ? (
            <span id={ids.reason} className={classes.disabledReason}>
              {disabledReason}
            </span>
          ) : null}
        </span>
        {price === undefined ? null : (
          <span id={ids.price} className={classes.price}>
            {price}
          </span>
        )}
        <ArkRadioGroup.ItemHiddenInput
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        />
      </ArkRadioGroup.Item>
      {onEdit ? (
        <Button
          id={ids.edit}
          variant="plain"
          size="sm"
          // Heard as "Edit, <title>": each tile's button has its own name.
          aria-labelledby={`${ids.edit} ${ids.title}`}
          className={classes.editTrigger}
          onClick={() => onEdit(value)}
        >
          {editLabel}
        </Button>
      ) : null}
    </div>
  )
}

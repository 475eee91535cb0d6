import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import { useId } from 'react'
import type { radioGroup } from '#styled-system/recipes'
import type { RadioGroupItem as Item } from './radio-group-types.js'

interface RadioGroupItemProps {
  item: Item
  classes: ReturnType<typeof radioGroup>
  /** Id of the group's error text while it shows, read with every radio. */
  errorTextId: string | undefined
}

/** One radio: its `<label>` holds the mark, the label text and the description. */
export function RadioGroupItem({ item, classes, errorTextId }: RadioGroupItemProps) {
  const descriptionId = useId()
  const { value, label, description, disabled = false } = item
  const describedBy = [description === undefined ? undefined : descriptionId, errorTextId]
    .filter(Boolean)
    .join(' ')
  return (
    <ArkRadioGroup.Item value={value} disabled={disabled} className={classes.item}>
      <ArkRadioGroup.ItemControl className={classes.itemControl} />
      <span className={classes.body}>
        <ArkRadioGroup.ItemText className={classes.itemText}>{label}</ArkRadioGroup.ItemText>
        {description === undefined ? null : (
          <span id={descriptionId} className={classes.description}>
            {description}
          </span>
        )}
      </span>
      <ArkRadioGroup.ItemHiddenInput aria-describedby={describedBy || undefined} />
    </ArkRadioGroup.Item>
  )
}

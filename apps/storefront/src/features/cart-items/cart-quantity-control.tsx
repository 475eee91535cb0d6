import { type CartItemLine, cartText } from '@aisle/flows'
import { createIcon, IconButton, PlusIcon, TrashIcon } from '@aisle/ui'

const MinusIcon = /* @__PURE__ */ createIcon('MinusIcon', <path d="M5 12h14" />)

export interface CartQuantityControlProps {
  line: CartItemLine
  onChange: (line: CartItemLine, quantity: number) => void
  onRemove: (line: CartItemLine) => void
  disabled?: boolean | undefined
}

/** Minus, the quantity, plus, and remove, each named after the item. */
export function CartQuantityControl({
  line,
  onChange,
  onRemove,
  disabled = false,
}: CartQuantityControlProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset.
    <div role="group" aria-label={cartText.quantityOf(line.description)}>
      <IconButton
        label={cartText.decrease(line.description)}
        variant="outline"
        size="sm"
        disabled={disabled || line.quantity <= 1}
        onClick={() => onChange(line, line.quantity - 1)}
      >
        <MinusIcon />
      </IconButton>
      <output aria-live="polite">{line.quantity}</output>
      <IconButton
        label={cartText.increase(line.description)}
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => onChange(line, line.quantity + 1)}
      >
        <PlusIcon />
      </IconButton>
      <IconButton
        label={cartText.removeItem(line.description)}
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => onRemove(line)}
      >
        <TrashIcon />
      </IconButton>
    </div>
  )
}

import { type CartItemLine, cartText } from '@aisle/flows'
import { createIcon, IconButton, Inline, PlusIcon, TrashIcon } from '@aisle/ui'

const MinusIcon = /* @__PURE__ */ createIcon('MinusIcon', <path d="M5 12h14" />)

export interface CartQuantityControlProps {
  line: CartItemLine
  onChange: (line: CartItemLine, quantity: number) => void
  onRemove: (line: CartItemLine) => void
  disabled?: boolean | undefined
}

/**
 * Minus, the quantity, plus, and remove, each named after the item: 32 px targets (above
 * WCAG 2.5.8's 24 px), the stepper's parts `2` apart and remove `4` further off.
 */
export function CartQuantityControl({
  line,
  onChange,
  onRemove,
  disabled = false,
}: CartQuantityControlProps) {
  return (
    <Inline
      role="group"
      aria-label={cartText.quantityOf(line.description)}
      gap="4"
      justify="end"
      wrap={false}
    >
      <Inline gap="2" wrap={false}>
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
      </Inline>
      <IconButton
        label={cartText.removeItem(line.description)}
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => onRemove(line)}
      >
        <TrashIcon />
      </IconButton>
    </Inline>
  )
}

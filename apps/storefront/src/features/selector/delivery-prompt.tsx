import {
  type ShoppingMethodSelector,
  selectorDeliveryOwnText,
  selectorDeliveryText,
} from '@aisle/flows'
import { Button, Stack } from '@aisle/ui'
import { useId } from 'react'

/**
 * 'Reserve Your Time': asks for an address to see accurate delivery options
 * (shopping-method-selector.md §2); signed-out shoppers go to the sign-in prompt (§6).
 */
export function DeliveryPrompt({
  selector,
  signedIn,
  level,
}: {
  selector: ShoppingMethodSelector
  signedIn: boolean
  level: 2 | 3
}) {
  const id = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Stack asChild gap="3">
      <section aria-labelledby={id}>
        <Heading id={id}>{selectorDeliveryText.reserveYourTime}</Heading>
        <div>
          <p>{selectorDeliveryOwnText.noAddressSelected}</p>
          <p>{selectorDeliveryOwnText.selectAddressPrompt}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => selector.open(signedIn ? 'addressBook' : 'signInPrompt')}
        >
          {selectorDeliveryText.selectAddress}
        </Button>
      </section>
    </Stack>
  )
}

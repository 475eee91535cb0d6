// The header control's text for a signed-in shopper, loaded with the data client.
import { type ShoppingChoice, selectorTriggerLabel, useActiveChoice } from '@aisle/flows'
import { useApiClient } from '../../api-client'

/**
 * The active store or delivery address as the service keeps it (shopping-method-selector.md
 * §6), so a shopper who chose on another device sees it here too. Until the service answers,
 * what the cookies hold.
 */
export default function ServerChoiceLabel({ cookie }: { cookie: ShoppingChoice | undefined }) {
  const client = useApiClient()
  const active = useActiveChoice(client, cookie)
  return selectorTriggerLabel(active.loading ? cookie : active.choice)
}

import { selectorDeliveryOwnText, selectorDeliveryText, signInPathFor } from '@aisle/flows'
import { Alert, Button, Stack } from '@aisle/ui'
import { Link, useLocation } from 'react-router'

/**
 * Signed-out shoppers are sent to sign-in for the address book, the time slots and
 * address editing (shopping-method-selector.md §2 "Sign-in prompt", §6).
 */
export function SignInPrompt() {
  const location = useLocation()
  return (
    // The button sits under the message with the form's own gap, not flush with it.
    <Stack gap="3">
      <Alert tone="info" description={selectorDeliveryText.signInPrompt} />
      <div>
        <Button asChild>
          <Link to={signInPathFor(location)}>{selectorDeliveryOwnText.signIn}</Link>
        </Button>
      </div>
    </Stack>
  )
}

import { ageVerificationText, DEFAULT_MINIMUM_AGE, useAgeVerification } from '@aisle/flows'
import { Button, Checkbox, DateInput, Dialog, Portal, Stack } from '@aisle/ui'
import { useEffect, useRef, useState } from 'react'
import { TermsDialog } from './terms-dialog'

export interface AgeVerificationDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean
  /** The order's minimum age. @default 21 (checkout.md §2) */
  minimumAge?: number
  /** Called with the date of birth as an ISO calendar date (`1990-07-04`) once it passes. */
  onVerified: (dateOfBirth: string) => void
  /** 'Back to Cart', Escape or the close button: the shopper leaves without verifying. */
  onBackToCart: () => void
  /** Today's clock, for stories and tests. @default () => new Date() */
  now?: () => Date
  /** Render into `document.body`; `false` renders in place. @default true */
  portalled?: boolean
}

/**
 * 'Age Verification Required' (account-area.md §2 "Modals", §4 and §5 "Age verification"):
 * date of birth and the agreement, then Continue; or Back to Cart. Every rule and text
 * comes from `useAgeVerification`; the form starts empty each time the dialog opens.
 */
export function AgeVerificationDialog({
  open,
  minimumAge = DEFAULT_MINIMUM_AGE,
  onVerified,
  onBackToCart,
  now,
  portalled = true,
}: AgeVerificationDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onBackToCart()
      }}
      closeOnInteractOutside={false}
    >
      <Portal disabled={!portalled}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <AgeVerificationForm
              minimumAge={minimumAge}
              onVerified={onVerified}
              onBackToCart={onBackToCart}
              portalled={portalled}
              {...(now ? { now } : {})}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

type FormProps = Required<Pick<AgeVerificationDialogProps, 'minimumAge' | 'portalled'>> &
  Pick<AgeVerificationDialogProps, 'onVerified' | 'onBackToCart' | 'now'>

function AgeVerificationForm({ minimumAge, onVerified, onBackToCart, now, portalled }: FormProps) {
  const flow = useAgeVerification({ minimumAge, onVerified, ...(now ? { now } : {}) })
  const form = useRef<HTMLFormElement>(null)
  const [failedAttempts, setFailedAttempts] = useState(0)
  // After a refused Continue, focus the first field in error (once it is marked invalid).
  useEffect(() => {
    if (failedAttempts === 0) return
    form.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus()
  }, [failedAttempts])
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!flow.submit()) setFailedAttempts((n) => n + 1)
      }}
    >
      <Dialog.Title>{ageVerificationText.title}</Dialog.Title>
      <Dialog.Description>{flow.notice}</Dialog.Description>
      <Dialog.Body>
        <Stack gap="3">
          <DateInput
            label={ageVerificationText.dateOfBirthLabel}
            placeholder={ageVerificationText.dateOfBirthPlaceholder}
            autoComplete="bday"
            required
            value={flow.values.dateOfBirth}
            onValueChange={({ value }) => flow.setDateOfBirth(value)}
            invalid={flow.errors.dateOfBirth !== undefined}
            errorText={flow.errors.dateOfBirth}
          />
          <Checkbox
            label={ageVerificationText.agreementLabel}
            required
            checked={flow.values.agreed}
            onCheckedChange={({ checked }) => flow.setAgreed(checked === true)}
            invalid={flow.errors.agreed !== undefined}
            errorText={flow.errors.agreed}
          />
          <TermsDialog portalled={portalled} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="secondary" onClick={onBackToCart}>
          {ageVerificationText.backToCart}
        </Button>
        <Button type="submit">{ageVerificationText.continue}</Button>
      </Dialog.Footer>
    </form>
  )
}

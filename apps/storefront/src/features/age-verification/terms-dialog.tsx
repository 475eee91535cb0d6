import { ageVerificationText } from '@aisle/flows'
import { Button, Dialog, Portal } from '@aisle/ui'

interface TermsDialogProps {
  /** Render into `document.body`; `false` renders in place (galleries). @default true */
  portalled?: boolean
}

/**
 * The terms and conditions of age-restricted products (account-area.md §2 "Modals"),
 * opened from its own button; a nested dialog, so Escape closes only it.
 */
export function TermsDialog({ portalled = true }: TermsDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="plain" size="sm">
          {ageVerificationText.viewTerms}
        </Button>
      </Dialog.Trigger>
      <Portal disabled={!portalled}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{ageVerificationText.termsTitle}</Dialog.Title>
            <Dialog.Body>
              {ageVerificationText.termsBody.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button>{ageVerificationText.closeTerms}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger label={ageVerificationText.closeTerms} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

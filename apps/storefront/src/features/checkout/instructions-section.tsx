import type { CheckoutModalityType } from '@aisle/api'
import {
  checkoutPageText,
  type InstructionsForm,
  instructionsText,
  notePreview,
} from '@aisle/flows'
import { Alert, Button, Checkbox, TextField } from '@aisle/ui'
import { useState } from 'react'
import { CheckoutSection } from './checkout-section'
import { SectionDrawer } from './section-drawer'

export interface InstructionsSectionProps {
  instructions: InstructionsForm
  modality: CheckoutModalityType
  compact: boolean
}

/**
 * Pickup or delivery instructions (checkout.md §4, §5): the note, sent on blur, and the
 * 'save' option that keeps it for later orders; 'Leave at my door' with its acceptance
 * and 'Don't ring bell'; a third-party agreement.
 */
export function InstructionsSection({
  instructions: form,
  modality,
  compact,
}: InstructionsSectionProps) {
  const [open, setOpen] = useState(false)
  const title = checkoutPageText.instructions(modality)
  // The third-party agreement blocks the order (§5): on narrow screens it stays in the
  // section on the page, where the shopper who reads the order button's message finds it,
  // not inside the instructions drawer.
  const agreement = form.agreementMessage ? (
    <Checkbox
      label={form.isInstacart ? instructionsText.instacartAgree : instructionsText.providerAgree}
      required
      checked={form.thirdPartyAccepted}
      onCheckedChange={({ checked }) => form.setThirdPartyAccepted(checked === true)}
      invalid={form.showAcceptanceErrors && !form.thirdPartyAccepted}
      errorText={
        form.showAcceptanceErrors && !form.thirdPartyAccepted ? form.agreementMessage : undefined
      }
    />
  ) : null
  const fields = (
    <>
      <TextField
        label={instructionsText.label(modality)}
        // On the page the section's heading says the same words; in the drawer its title does.
        labelHidden
        helperText={instructionsText.helperFor(form.noteMaxLength)}
        maxLength={form.noteMaxLength}
        value={form.note}
        disabled={form.pending}
        onValueChange={({ value }) => form.changeNote(value)}
        onBlur={() => void form.blurNote()}
        invalid={form.error !== undefined}
        errorText={form.error}
      />
      <Checkbox
        label={instructionsText.saveNote}
        checked={form.saveNote}
        onCheckedChange={({ checked }) => void form.setSaveNote(checked === true)}
      />
      <p role="status">
        {form.saveNote && form.notePreference.status === 'saved' ? instructionsText.saved : null}
      </p>
      {form.notePreference.status === 'failed' ? (
        <Alert tone="danger" description={instructionsText.saveFailed} />
      ) : null}
      {form.isDelivery ? (
        <>
          <Checkbox
            label={instructionsText.leaveAtMyDoor}
            description={
              form.contactlessAvailable ? undefined : instructionsText.contactlessUnavailable
            }
            disabled={!form.contactlessAvailable || form.pending}
            checked={form.contactless}
            onCheckedChange={({ checked }) => void form.setContactless(checked === true)}
          />
          {form.contactless ? (
            <Checkbox
              label={instructionsText.leaveAtDoorAccept}
              required
              checked={form.leaveAtDoorAccepted}
              onCheckedChange={({ checked }) => form.setLeaveAtDoorAccepted(checked === true)}
              invalid={form.showAcceptanceErrors && !form.leaveAtDoorAccepted}
            />
          ) : null}
          <Checkbox
            label={instructionsText.dontRingBell}
            disabled={form.pending}
            checked={form.dontRingBell}
            onCheckedChange={({ checked }) => void form.setDontRingBell(checked === true)}
          />
        </>
      ) : null}
      {compact ? null : agreement}
      {form.failure ? <Alert tone="danger" description={form.failure} /> : null}
    </>
  )
  if (!compact) return <CheckoutSection title={title}>{fields}</CheckoutSection>
  return (
    <CheckoutSection title={title}>
      <p>{form.note ? notePreview(form.note, true) : checkoutPageText.notSet}</p>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${checkoutPageText.edit} ${title}`}
        onClick={() => setOpen(true)}
      >
        {checkoutPageText.edit}
      </Button>
      <SectionDrawer title={title} compact open={open} onClose={() => setOpen(false)}>
        {fields}
      </SectionDrawer>
      {agreement}
    </CheckoutSection>
  )
}

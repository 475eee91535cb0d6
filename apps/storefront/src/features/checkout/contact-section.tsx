import {
  CONTACT_PHONE_COUNTRY_CODE,
  CONTACT_PHONE_MASK,
  type ContactForm,
  checkoutPageText,
  contactPhoneDisplay,
  contactText,
} from '@aisle/flows'
import { Alert, Button, Checkbox, Inline, MaskedInput, Stack, TextField } from '@aisle/ui'
import { CheckoutSection } from './checkout-section'
import { SectionDrawer } from './section-drawer'

export interface ContactSectionProps {
  contact: ContactForm
  compact: boolean
}

/** Contact (checkout.md §5 "Contact"): the saved contact, and its form in place or in a drawer. */
export function ContactSection({ contact, compact }: ContactSectionProps) {
  const { saved, values, errors } = contact
  const name = [saved.firstName, saved.lastName].filter(Boolean).join(' ')
  return (
    <CheckoutSection title={checkoutPageText.contact}>
      {contact.open && !compact ? null : (
        <>
          <Stack gap="1">
            <p>{name || checkoutPageText.notSet}</p>
            {saved.phone ? <p>{contactPhoneDisplay(saved.phone)}</p> : null}
          </Stack>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${checkoutPageText.edit} ${checkoutPageText.contact}`}
            disabled={contact.pending}
            onClick={contact.openForm}
          >
            {checkoutPageText.edit}
          </Button>
        </>
      )}
      <SectionDrawer
        title={checkoutPageText.contact}
        compact={compact}
        open={contact.open}
        onClose={contact.close}
      >
        <Stack gap="4" asChild>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              void contact.save()
            }}
          >
            <TextField
              label={contactText.firstNameLabel}
              required
              maxLength={40}
              autoComplete="given-name"
              value={values.firstName}
              onValueChange={({ value }) => contact.change('firstName', value)}
              onBlur={() => contact.blur('firstName')}
              invalid={errors.firstName !== undefined}
              errorText={errors.firstName}
            />
            <TextField
              label={contactText.lastNameLabel}
              required
              maxLength={40}
              autoComplete="family-name"
              value={values.lastName}
              onValueChange={({ value }) => contact.change('lastName', value)}
              onBlur={() => contact.blur('lastName')}
              invalid={errors.lastName !== undefined}
              errorText={errors.lastName}
            />
            <MaskedInput
              label={contactText.phoneLabel}
              required
              mask={CONTACT_PHONE_MASK}
              overflowPrefix={CONTACT_PHONE_COUNTRY_CODE}
              autoComplete="tel-national"
              value={values.phone}
              onValueChange={({ value }) => contact.change('phone', value)}
              onBlur={() => contact.blur('phone')}
              invalid={errors.phone !== undefined}
              errorText={errors.phone}
            />
            <Checkbox
              label={contactText.smsOptIn}
              description={contactText.smsOptInHelp}
              disabled={!contact.smsOptInEnabled}
              checked={values.smsOptin}
              onCheckedChange={({ checked }) => contact.change('smsOptin', checked === true)}
            />
            {contact.failure ? <Alert tone="danger" description={contact.failure} /> : null}
            <Inline>
              <Button type="submit" loading={contact.pending} disabled={contact.pending}>
                {checkoutPageText.save}
              </Button>
              <Button type="button" variant="plain" onClick={contact.close}>
                {checkoutPageText.cancel}
              </Button>
            </Inline>
          </form>
        </Stack>
      </SectionDrawer>
    </CheckoutSection>
  )
}

import {
  CONTACT_PHONE_COUNTRY_CODE,
  CONTACT_PHONE_MASK,
  type ContactForm as ContactFormState,
  checkoutPageText,
  contactText,
} from '@aisle/flows'
import { Alert, Button, Checkbox, Inline, MaskedInput, Stack, TextField } from '@aisle/ui'

/** The contact form of checkout.md §5 "Contact", in place or in the section's drawer. */
export default function ContactForm({ contact }: { contact: ContactFormState }) {
  const { values, errors } = contact
  return (
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
  )
}

import { type ContactForm, checkoutPageText, contactPhoneDisplay } from '@aisle/flows'
import { Button, Stack } from '@aisle/ui'
import { lazy, useRef } from 'react'
import { usePrefetchOnIntent } from '../../prefetch-on-intent'
import { CheckoutSection } from './checkout-section'
import { SectionDrawer } from './section-drawer'

// The form (its fields, the phone mask) opens from Edit: its code loads on the intent to
// press it (the pointer over the section or focus in it), not with the page.
const loadContactForm = () => import('./contact-form')
const ContactFormLazy = lazy(loadContactForm)

export interface ContactSectionProps {
  contact: ContactForm
  compact: boolean
}

/** Contact (checkout.md §5 "Contact"): the saved contact, and its form in place or in a drawer. */
export function ContactSection({ contact, compact }: ContactSectionProps) {
  const { saved } = contact
  const name = [saved.firstName, saved.lastName].filter(Boolean).join(' ')
  const area = useRef<HTMLDivElement>(null)
  usePrefetchOnIntent(area, loadContactForm)
  return (
    <CheckoutSection ref={area} title={checkoutPageText.contact}>
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
        <ContactFormLazy contact={contact} />
      </SectionDrawer>
    </CheckoutSection>
  )
}

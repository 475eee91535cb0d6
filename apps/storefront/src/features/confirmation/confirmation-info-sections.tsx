import { confirmationText, type OrderConfirmation } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { Link } from 'react-router'
import { confirmationPaths } from './confirmation-paths'

function Section({
  id,
  heading,
  children,
}: {
  id: string
  heading: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  )
}

/**
 * Next steps per modality, substitutions, 'Save Even More!', 'Forgot something?' and the
 * 'Customer Service' block (checkout.md §2 "Order complete page").
 */
export function ConfirmationInfoSections({ confirmation }: { confirmation: OrderConfirmation }) {
  const phone = confirmation.customerService
  return (
    <>
      {confirmation.nextSteps.length > 0 ? (
        <Section id="confirmation-next-steps" heading={confirmationText.nextSteps}>
          <ol>
            {confirmation.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Section>
      ) : null}
      <Section id="confirmation-substitutions" heading={confirmationText.substitutions}>
        <p>{confirmationText.substitutionsText}</p>
      </Section>
      <Section id="confirmation-save" heading={confirmationText.saveEvenMore}>
        <p>{confirmationText.saveEvenMoreText}</p>
        <p>
          <Link to={confirmationPaths.coupons}>{confirmationText.viewCoupons}</Link>
        </p>
      </Section>
      <Section id="confirmation-forgot" heading={confirmationText.forgotSomething}>
        <p>{confirmationText.forgotSomethingText}</p>
        <p>
          <Link to={confirmationPaths.purchases}>{confirmationText.viewPurchases}</Link>
        </p>
      </Section>
      <Section id="confirmation-customer-service" heading={confirmationText.customerService}>
        <p>
          {confirmationText.customerServiceText} <a href={`tel:${phone.e164}`}>{phone.display}</a>.
        </p>
      </Section>
    </>
  )
}

/** 'Don't forget, you have … in your cart!' with 'Go to Cart' (checkout.md §2). */
export function CartReminder({ text }: { text: string }) {
  return (
    <section aria-label={text}>
      <p>{text}</p>
      <Button asChild variant="secondary">
        <Link to={confirmationPaths.cart}>{confirmationText.goToCart}</Link>
      </Button>
    </section>
  )
}

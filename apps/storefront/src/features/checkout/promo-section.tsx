import { checkoutPageText, type PromoForm, promoText } from '@aisle/flows'
import { Alert, Button, Stack, TextField } from '@aisle/ui'
import { CheckoutSection } from './checkout-section'

/** checkout.md §4, §5 promo codes: the field, progress, applied codes and failures. */
export function PromoSection({ promo }: { promo: PromoForm }) {
  return (
    <CheckoutSection title={checkoutPageText.promoCodes}>
      {/* The field, then Apply under it with the form's own gap (not flush with the field). */}
      <Stack gap="3" align="start" asChild>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void promo.apply()
          }}
        >
          <TextField
            label={promoText.field}
            // The section's heading 'Promo Codes' names the field on screen.
            labelHidden
            required
            maxLength={128}
            value={promo.code}
            onValueChange={({ value }) => promo.change(value)}
            invalid={promo.error !== undefined}
            errorText={promo.error}
          />
          <Button type="submit" disabled={promo.pending}>
            {promoText.apply}
          </Button>
        </form>
      </Stack>
      <p role="status">{promo.status ?? ''}</p>
      {promo.applied.length > 0 ? (
        <ul>
          {promo.applied.map((applied) => (
            <li key={applied.code}>
              <strong>{applied.code}</strong>
              {applied.description ? ` ${applied.description}` : ''}{' '}
              <Button
                variant="plain"
                size="sm"
                aria-label={`${promoText.remove} ${applied.code}`}
                disabled={promo.pending}
                onClick={() => void promo.remove(applied.code)}
              >
                {promoText.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {promo.failure ? <Alert tone="danger" description={promo.failure} /> : null}
    </CheckoutSection>
  )
}

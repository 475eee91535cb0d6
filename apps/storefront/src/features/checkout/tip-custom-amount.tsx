import type { TipForm } from '@aisle/flows'
import { Alert, Button, CurrencyInput, Stack } from '@aisle/ui'

/** The custom tip (checkout.md §5 "Custom tip"): the amount, at most the tip's maximum, and Save. */
export default function TipCustomAmount({
  tip,
  label,
  saveLabel,
}: {
  tip: TipForm
  /** 'Other Amount' (from the page, which has the texts loaded already). */
  label: string
  /** 'Save'. */
  saveLabel: string
}) {
  return (
    <Stack gap="3" align="start" asChild>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void tip.submitCustom()
        }}
      >
        <CurrencyInput
          label={label}
          required
          decimals={2}
          max={tip.maxAmount}
          value={tip.customText === '' ? null : Number(tip.customText)}
          onValueChange={({ value, clamped }) =>
            tip.changeCustom(value === null ? '' : value.toFixed(2), { clamped })
          }
          invalid={tip.customError !== undefined}
          errorText={tip.customError}
        />
        {tip.customNotice ? <Alert tone="info" description={tip.customNotice} /> : null}
        <Button type="submit" disabled={!tip.canChange} loading={tip.pending}>
          {saveLabel}
        </Button>
      </form>
    </Stack>
  )
}

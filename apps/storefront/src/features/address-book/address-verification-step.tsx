import { messages } from '@aisle/api'
import { type AddressSave, addressVerificationText } from '@aisle/flows'
import { Button, Checkbox, Dialog, RadioTileGroup, Stack } from '@aisle/ui'
import { addressLinesOf } from './address-lines'

// One line each: a column of spans (the lines sit inside a dialog's description text).
const lines = (text: readonly string[]) => (
  <Stack gap="0" asChild>
    <span>
      {text.map((line, index) => (
        <span key={line} data-line={index}>
          {line}
        </span>
      ))}
    </span>
  </Stack>
)

/**
 * The confirm step of a save (account-area.md §4 steps 3, 4 and 6), as dialog parts, so
 * the page flow shows it in its own dialog and the newer book inside its modal:
 * not verified → tick 'Use this address' or go back and edit; corrected → the suggestion
 * (preselected) or the original.
 */
export function AddressVerificationStep({ save }: { save: AddressSave }) {
  const { state } = save
  if (state.step === 'not-verified') {
    return (
      <>
        <Dialog.Title>{addressVerificationText.notVerified}</Dialog.Title>
        <Dialog.Body>
          <p>{lines(addressLinesOf(state.address))}</p>
          <Checkbox
            label={addressVerificationText.useThisAddress}
            checked={state.useThisAddress}
            onCheckedChange={({ checked }) => save.setUseThisAddress(checked === true)}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={save.back}>
            {addressVerificationText.edit}
          </Button>
          <Button disabled={!state.useThisAddress} onClick={save.confirm}>
            {addressVerificationText.confirm}
          </Button>
        </Dialog.Footer>
      </>
    )
  }
  if (state.step === 'suggestion') {
    return (
      <>
        <Dialog.Title>{messages.confirmAddressTitle}</Dialog.Title>
        <Dialog.Description>{addressVerificationText.suggestionMessage}</Dialog.Description>
        <Dialog.Body>
          <RadioTileGroup
            label={messages.confirmAddressTitle}
            value={state.choice}
            onValueChange={({ value }) => {
              if (value === 'suggested' || value === 'original') save.choose(value)
            }}
            items={[
              {
                value: 'suggested',
                title: addressVerificationText.suggested,
                description: lines(addressLinesOf(state.suggested)),
              },
              {
                value: 'original',
                title: addressVerificationText.original,
                description: lines(addressLinesOf(state.address)),
              },
            ]}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={save.back}>
            {addressVerificationText.edit}
          </Button>
          <Button onClick={save.confirm}>{addressVerificationText.confirm}</Button>
        </Dialog.Footer>
      </>
    )
  }
  return null
}

import {
  type GeolocationConsentPlace,
  type GeolocationSearch,
  geolocationConsentHeading,
  geolocationConsentText,
  geolocationOwnText,
  selectorText,
} from '@aisle/flows'
import { Button, Dialog } from '@aisle/ui'

/**
 * The geolocation consent modal (shopping-method-selector.md §2): step 0 'Allow
 * Location Access' with 'How it Works', step 1 the details, step 2 'Lets Enable Your
 * Device Setting' with Continue.
 */
export default function GeolocationConsentModal({
  geo,
  place = 'modalitySelector',
}: {
  geo: GeolocationSearch
  place?: GeolocationConsentPlace
}) {
  const { consent } = geo
  const open = consent.status === 'open'
  const step = consent.status === 'open' ? consent.step : 0
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) geo.dismiss()
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{geolocationConsentHeading(place)}</Dialog.Title>
          <Dialog.CloseTrigger label={selectorText.close} />
          <Dialog.Body>
            {step === 0 ? (
              <>
                <h3>{geolocationConsentText.allowLocationAccess}</h3>
                <Dialog.Description>{geolocationOwnText.intro}</Dialog.Description>
                <Button variant="plain" size="sm" onClick={geo.howItWorks}>
                  {geolocationConsentText.howItWorksLink}
                </Button>
              </>
            ) : null}
            {step === 1 ? (
              <>
                <h3>{geolocationConsentText.howItWorks}</h3>
                <Dialog.Description>{geolocationOwnText.howItWorksBody}</Dialog.Description>
              </>
            ) : null}
            {step === 2 ? (
              <>
                <h3>{geolocationConsentText.enableDeviceSetting}</h3>
                <Dialog.Description>{geolocationOwnText.deviceSettingBody}</Dialog.Description>
              </>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            {step === 2 ? (
              <Button onClick={geo.continue}>{geolocationConsentText.continue}</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={geo.noThanks}>
                  {geolocationConsentText.noThanks}
                </Button>
                <Button onClick={geo.allow}>{geolocationConsentText.allowLocationAccess}</Button>
              </>
            )}
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

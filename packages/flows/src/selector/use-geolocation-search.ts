import {
  type ApiClient,
  CUSTOMER_PREFERENCES_PROJECTION,
  consentOf,
  consentUpdate,
  type GeolocationConsentArea,
  geolocationConsentPreferenceNames,
  type LatLng,
} from '@aisle/api'
import { useApiQuery, useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import {
  type GeolocationApi,
  type GeolocationConsentState,
  geolocationConsentReducer,
  geolocationErrorMessage,
  geolocationSearchStep,
  latLngOf,
} from './geolocation-consent.js'

export interface UseGeolocationSearchOptions {
  signedIn: boolean
  /** The feature switch: off hides the location search entirely (§4). @default true */
  enabled?: boolean
  /** The device API; stories and tests pass a fake. Undefined when the browser has none. */
  geolocation: GeolocationApi | undefined
  onLocation: (location: LatLng) => void
  /** §4: an error clears the postal code. */
  onLocationFailed: () => void
  /**
   * Whose consent preference it is (§3 "Customer preferences for geolocation consent"):
   * the selector's, or Find a Store's. @default 'modalitySelector'
   */
  area?: GeolocationConsentArea
}

export interface GeolocationSearch {
  /** False when the switch is off or the device has no location API. */
  available: boolean
  consent: GeolocationConsentState
  locating: boolean
  /** The error code 1 message or the generic one (§8). */
  error: string | undefined
  /** The location button: the consent modal first, unless consent was granted. */
  search: () => void
  howItWorks: () => void
  allow: () => void
  backToIntro: () => void
  noThanks: () => void
  continue: () => void
  dismiss: () => void
}

/**
 * The location search with its consent (shopping-method-selector.md §4 "Geolocation"):
 * consent is the Modality Selector customer preference; 'No Thanks' saves false,
 * Continue saves true and locates.
 */
export function useGeolocationSearch(
  client: ApiClient,
  options: UseGeolocationSearchOptions,
): GeolocationSearch {
  const { signedIn, enabled = true, geolocation, area = 'modalitySelector' } = options
  const preferenceName = geolocationConsentPreferenceNames[area]
  const latest = useRef(options)
  latest.current = options
  const revalidate = useRevalidateApi()
  const preferences = useApiQuery(
    client,
    'customerPreferences',
    signedIn && enabled
      ? { query: { filterName: preferenceName, projections: CUSTOMER_PREFERENCES_PROJECTION } }
      : null,
  )
  const stored = preferences.data?.preferences.find((p) => p.name === preferenceName)
  // A signed-out shopper's answer lasts for the visit only.
  const [localConsent, setLocalConsent] = useState<boolean | undefined>()
  const consent = localConsent ?? consentOf(stored)
  const [state, dispatch] = useReducer(geolocationConsentReducer, { status: 'closed' })
  const [locating, setLocating] = useState(false)
  const [error, setError] = useState<string | undefined>()

  const locate = useCallback(() => {
    const api = latest.current.geolocation
    if (!api) return
    setLocating(true)
    setError(undefined)
    api.getCurrentPosition(
      (position) => {
        setLocating(false)
        latest.current.onLocation(latLngOf(position))
      },
      (failure) => {
        setLocating(false)
        setError(geolocationErrorMessage(failure.code))
        latest.current.onLocationFailed()
      },
    )
  }, [])

  // The answer is saved as the customer preference, then the modal closes.
  useEffect(() => {
    if (state.status !== 'answered') return
    const { granted } = state
    dispatch({ type: 'dismiss' })
    setLocalConsent(granted)
    if (granted) locate()
    if (!signedIn) return
    const save = stored
      ? client.call('updateCustomerPreference', {
          params: { preferenceId: stored.id },
          body: consentUpdate(stored, granted),
        })
      : client.call('addCustomerPreference', { body: { name: preferenceName, value: granted } })
    save.then(
      () => revalidate('customerPreferences'),
      () => {},
    )
  }, [state, signedIn, stored, client, revalidate, locate, preferenceName])

  const available = enabled && geolocation !== undefined
  return {
    available,
    consent: state,
    locating,
    error,
    search: () => {
      const step = geolocationSearchStep(available, consent)
      if (step === 'locate') locate()
      else if (step === 'askConsent') dispatch({ type: 'ask' })
    },
    howItWorks: () => dispatch({ type: 'howItWorks' }),
    allow: () => dispatch({ type: 'allow' }),
    backToIntro: () => dispatch({ type: 'backToIntro' }),
    noThanks: () => dispatch({ type: 'noThanks' }),
    continue: () => dispatch({ type: 'continue' }),
    dismiss: () => dispatch({ type: 'dismiss' }),
  }
}

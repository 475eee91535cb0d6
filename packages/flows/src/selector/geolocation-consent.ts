import type { LatLng } from '@aisle/api'

/**
 * Geolocation consent (shopping-method-selector.md §2 "Geolocation consent modal",
 * §4 "Geolocation"): three steps, 0 the intro, 1 'How It Works', 2 the device setting.
 */
export const geolocationConsentText = {
  allowLocationAccess: 'Allow Location Access',
  howItWorksLink: 'How it Works',
  howItWorks: 'How It Works',
  noThanks: 'No Thanks',
  enableDeviceSetting: 'Lets Enable Your Device Setting',
  continue: 'Continue',
} as const

/** Our wording where the spec gives none (§8 "Message wording: not shown"). */
export const geolocationOwnText = {
  useMyLocation: 'Use My Location',
  intro: 'Share your location to find the stores and delivery options nearest to you.',
  howItWorksBody:
    'Your device shares its approximate position only when you search. We use it to list nearby stores and never store it with your profile.',
  deviceSettingBody:
    "When your browser asks, choose Allow. If you blocked location before, turn it on in your browser's site settings.",
  permissionDenied:
    'Location access is turned off for this site. Turn it on in your device settings, or search by ZIP code.',
  unavailable: "We couldn't find your location. Please search by ZIP code.",
  locating: 'Finding your location',
} as const

/** Where the consent is asked: the selector ('Ways to Shop') or Find a Store. */
export type GeolocationConsentPlace = 'modalitySelector' | 'findAStore'

/** The modal's heading: 'Ways to Shop Location Access' or 'Find a Store Location Access'. */
export function geolocationConsentHeading(place: GeolocationConsentPlace): string {
  return place === 'findAStore' ? 'Find a Store Location Access' : 'Ways to Shop Location Access'
}

export type ConsentStep = 0 | 1 | 2

export type GeolocationConsentState =
  | { status: 'closed' }
  | { status: 'open'; step: ConsentStep }
  /** The answer to save as the customer preference: No Thanks false, Continue true. */
  | { status: 'answered'; granted: boolean }

export type GeolocationConsentEvent =
  | { type: 'ask' }
  | { type: 'howItWorks' }
  | { type: 'allow' }
  | { type: 'backToIntro' }
  | { type: 'noThanks' }
  | { type: 'continue' }
  | { type: 'dismiss' }

/** The consent steps (§4 "Geolocation": steps 0, 1 and 2). */
export function geolocationConsentReducer(
  state: GeolocationConsentState,
  event: GeolocationConsentEvent,
): GeolocationConsentState {
  switch (event.type) {
    case 'ask':
      return { status: 'open', step: 0 }
    case 'howItWorks':
      return state.status === 'open' && state.step === 0 ? { status: 'open', step: 1 } : state
    case 'allow':
      return state.status === 'open' && state.step !== 2 ? { status: 'open', step: 2 } : state
    case 'backToIntro':
      return state.status === 'open' ? { status: 'open', step: 0 } : state
    case 'noThanks':
      // 'No Thanks' denies and saves the preference as false.
      return state.status === 'open' ? { status: 'answered', granted: false } : state
    case 'continue':
      // Continue accepts and saves true.
      return state.status === 'open' && state.step === 2
        ? { status: 'answered', granted: true }
        : state
    case 'dismiss':
      return { status: 'closed' }
  }
}

/**
 * What a location search does: nothing when the feature switch is off, the consent
 * modal when consent is not granted, the device request otherwise (§4).
 */
export function geolocationSearchStep(
  enabled: boolean,
  consent: boolean | undefined,
): 'disabled' | 'askConsent' | 'locate' {
  if (!enabled) return 'disabled'
  return consent === true ? 'locate' : 'askConsent'
}

/** Error code 1 is permission denied; other codes get the generic message (§8). */
export function geolocationErrorMessage(code: number): string {
  return code === 1 ? geolocationOwnText.permissionDenied : geolocationOwnText.unavailable
}

/** The device API, injected so stories and tests are deterministic. */
export type GeolocationApi = Pick<Geolocation, 'getCurrentPosition'>

/** A position as the options call takes it. */
export function latLngOf(position: Pick<GeolocationPosition, 'coords'>): LatLng {
  return { lat: position.coords.latitude, lng: position.coords.longitude }
}

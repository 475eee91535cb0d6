// The preference hooks (account-area.md §4 "Preferences"), each in its own file over the
// pure core of preference-requests.ts; this module gathers what the package exports.
export {
  type EmailPreferencesOptions,
  emailPreferencesOptionsOf,
  PREFERENCES_SWITCH_PARAM,
  preferenceLoadFailure,
  type SmsPreferenceDefinition,
} from './preference-requests.js'
export { useEmailPreferences } from './use-email-preferences.js'
export type { PreferenceSet } from './use-preference-edits.js'
export { type UseSmsPreferencesOptions, useSmsPreferences } from './use-sms-preferences.js'

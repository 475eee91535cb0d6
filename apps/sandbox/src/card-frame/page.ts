// The card-entry frame's HTML: labelled fields, no inline script or style (the frame's
// CSP forbids both), texts from the @aisle/api catalogue handed to the script as data.
import { cardEntryMessageKey, isCardEntryThemeValue, messages } from '@aisle/api'
import type { CardEntryType } from './rules.js'
import { EXPIRATION_YEARS, RESPONSE_CODES } from './rules.js'

export type FrameType = CardEntryType

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** The texts the script shows beside a field, by response code or check. */
function frameTexts(type: FrameType): Record<string, string> {
  const texts: Record<string, string> = {
    generic: messages.invalidCardInformation,
    'expiry-format': messages.expirationDateFormat,
    'expiry-past': messages.expirationDatePast,
    pin: messages.pinLength,
    'pin-required': messages.pinRequired,
    required: messages.cardNumberRequired,
  }
  for (const code of Object.values(RESPONSE_CODES)) {
    const key = cardEntryMessageKey(code)
    if (key !== undefined) texts[code] = messages[key]
  }
  // SNAP EBT and gift-card numbers have their own length texts (wallet-flyout.md §5).
  if (type === 'ebt' || type === 'gift') {
    const length = type === 'ebt' ? messages.snapNumberLength : messages.giftNumberLength
    for (const code of [
      RESPONSE_CODES.numberTooShort,
      RESPONSE_CODES.numberTooLong,
      RESPONSE_CODES.numberNotNumeric,
    ]) {
      texts[code] = length
    }
  }
  return texts
}

const THEME_DEFAULTS = {
  accent: '#1a5fb4',
  text: '#1a1a1a',
  border: '#6b6b6b',
  error: '#b00020',
  radius: '4px',
} as const

/**
 * The frame's theme sheet: the host banner's accent, text, border and error colours and
 * its corner radius, each taken only if it is a hex colour (or a px radius), so nothing
 * the query says can become any other CSS.
 */
export function themeCss(query: Record<string, readonly string[] | undefined>): string {
  const lines = Object.entries(THEME_DEFAULTS).map(([key, fallback]) => {
    const given = query[key]?.[0]
    const value =
      given !== undefined && isCardEntryThemeValue(key as keyof typeof THEME_DEFAULTS, given)
        ? given
        : fallback
    return `  --frame-${key}: ${value};`
  })
  return `:root {\n${lines.join('\n')}\n}\n`
}

function field(options: {
  id: string
  name: string
  label: string
  autocomplete: string
  maxLength: number
  type?: 'text' | 'password'
  placeholder?: string
}): string {
  const { id, name, label, autocomplete, maxLength } = options
  const placeholder = options.placeholder ? ` placeholder="${escapeHtml(options.placeholder)}"` : ''
  return `
      <div class="field">
        <label for="${id}">${escapeHtml(label)}</label>
        <input id="${id}" name="${name}" type="${options.type ?? 'text'}" inputmode="numeric" autocomplete="${autocomplete}" maxlength="${maxLength}" spellcheck="false"${placeholder} aria-describedby="${id}-error">
        <p id="${id}-error" class="field-error" hidden></p>
      </div>`
}

function select(options: {
  id: string
  name: string
  label: string
  autocomplete: string
  values: string[]
  selected: string | undefined
  /** A first, empty choice ('MM', 'YYYY') when nothing is chosen yet. */
  placeholder?: string
}): string {
  const { id, name, label, autocomplete, values, selected } = options
  const empty =
    options.placeholder === undefined
      ? ''
      : `<option value=""${selected === undefined ? ' selected' : ''}>${escapeHtml(options.placeholder)}</option>`
  const items =
    empty +
    values
      .map(
        (value) =>
          `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(value)}</option>`,
      )
      .join('')
  return `
      <div class="field">
        <label for="${id}">${escapeHtml(label)}</label>
        <select id="${id}" name="${name}" autocomplete="${autocomplete}" aria-describedby="${id}-error">${items}</select>
        <p id="${id}-error" class="field-error" hidden></p>
      </div>`
}

/** The saved card's expiry, shown first in the edit lists (MM and 20YY). */
export interface ExpiryPrefill {
  month?: string
  year?: string
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

/**
 * Years offered: the current year through 14 ahead (wallet-flyout.md §9), and the saved
 * card's own year when it lies outside them, so an expired card shows its real year and
 * can be fixed.
 */
export function expirationYearsFor(now: Date, saved: string | undefined): string[] {
  const first = now.getUTCFullYear()
  const years = Array.from({ length: EXPIRATION_YEARS }, (_, i) => String(first + i))
  if (saved !== undefined && /^20\d{2}$/.test(saved) && !years.includes(saved)) {
    return Number(saved) < first ? [saved, ...years] : [...years, saved]
  }
  return years
}

const cardNumber = (autocomplete: string, maxLength: number) =>
  field({ id: 'card-number', name: 'cardNumber', label: 'Card Number', autocomplete, maxLength })
const pin = () =>
  field({
    id: 'pin',
    name: 'pin',
    label: 'PIN',
    autocomplete: 'off',
    maxLength: 4,
    type: 'password',
  })

/** The fields of each entry type, in the tab order of wallet-flyout.md §9. */
const fieldsOf: Record<FrameType, (now: Date, prefill: ExpiryPrefill) => string[]> = {
  // Editing a saved card: expiration month and year lists, then the CVV (§2, §7).
  edit: (now, prefill) => [
    select({
      id: 'exp-month',
      name: 'expMonth',
      label: 'Expiration Month',
      autocomplete: 'cc-exp-month',
      values: MONTHS,
      selected: prefill.month,
    }),
    select({
      id: 'exp-year',
      name: 'expYear',
      label: 'Expiration Year',
      autocomplete: 'cc-exp-year',
      values: expirationYearsFor(now, prefill.year),
      selected: prefill.year,
    }),
    field({ id: 'cvv', name: 'cvv', label: 'CVV', autocomplete: 'cc-csc', maxLength: 4 }),
  ],
  // A new card: number, expiration month and year side by side (one row, so the frame
  // keeps its height), then the CVV: tab order number, month, year, CVV (§9).
  card: (now) => [
    cardNumber('cc-number', 23),
    `
      <div class="field-row">`,
    select({
      id: 'exp-month',
      name: 'expMonth',
      label: 'Expiration Month',
      autocomplete: 'cc-exp-month',
      values: MONTHS,
      selected: undefined,
      placeholder: 'MM',
    }),
    select({
      id: 'exp-year',
      name: 'expYear',
      label: 'Expiration Year',
      autocomplete: 'cc-exp-year',
      values: expirationYearsFor(now, undefined),
      selected: undefined,
      placeholder: 'YYYY',
    }),
    `
      </div>`,
    field({ id: 'cvv', name: 'cvv', label: 'CVV', autocomplete: 'cc-csc', maxLength: 4 }),
  ],
  // Input limits: SNAP 19 digits, gift 22 with its dashes (wallet-flyout.md §9).
  ebt: () => [cardNumber('off', 19)],
  gift: () => [cardNumber('off', 22), pin()],
  pin: () => [pin()],
}

const titles: Record<FrameType, string> = {
  card: 'Secure card entry',
  ebt: 'Secure SNAP EBT card entry',
  gift: 'Secure gift card entry',
  pin: 'Secure SNAP EBT PIN entry',
  edit: 'Secure card details',
}

/** The title each frame type has, also the `<iframe title>` the host gives it. */
export const frameTitleOf = (type: FrameType) => titles[type]

/**
 * The page for one parent origin; `registerPath` is the frame origin's own endpoint. It
 * has no button: the host's one Submit asks it for a registration (wallet-flyout.md §4).
 */
export function cardEntryPage(options: {
  type: FrameType
  parentOrigin: string
  registerPath: string
  scriptPath: string
  stylePath: string
  themePath: string
  now: Date
  prefill?: ExpiryPrefill
}): string {
  const title = titles[options.type]
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="stylesheet" href="${escapeHtml(options.stylePath)}">
    <link rel="stylesheet" href="${escapeHtml(options.themePath)}">
    <script type="module" src="${escapeHtml(options.scriptPath)}"></script>
  </head>
  <body>
    <main>
    <form id="card-entry" method="post" action="${escapeHtml(options.registerPath)}" novalidate aria-label="${title}" data-type="${options.type}" data-parent-origin="${escapeHtml(options.parentOrigin)}" data-texts="${escapeHtml(JSON.stringify(frameTexts(options.type)))}">${fieldsOf[options.type](options.now, options.prefill ?? {}).join('')}
    </form>
    </main>
  </body>
</html>
`
}

/** Shown instead of the form when the page is asked for by a parent it may not serve. */
export const refusedPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Secure card entry</title>
  </head>
  <body>
    <main>
      <h1>Secure card entry</h1>
      <p>This card-entry frame only works inside the storefront: its parentOrigin is missing or not allowed.</p>
    </main>
  </body>
</html>
`

// The card-entry frame's HTML: labelled fields, no inline script or style (the frame's
// CSP forbids both), texts from the @aisle/api catalogue handed to the script as data.
import { cardEntryMessageKey, messages } from '@aisle/api'
import { RESPONSE_CODES } from './rules.js'

export type FrameType = 'card' | 'ebt'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** The texts the script shows beside a field, by response code or check. */
function frameTexts(): Record<string, string> {
  const texts: Record<string, string> = {
    generic: messages.invalidCardInformation,
    'expiry-format': messages.expirationDateFormat,
    'expiry-past': messages.expirationDatePast,
    pin: messages.pinLength,
    submit: 'Submit',
    submitting: 'Submitting Card',
    accepted: 'Card ending in {lastFour} received.',
  }
  for (const code of Object.values(RESPONSE_CODES)) {
    const key = cardEntryMessageKey(code)
    if (key !== undefined) texts[code] = messages[key]
  }
  return texts
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

/** The page for one parent origin; `registerPath` is the frame origin's own endpoint. */
export function cardEntryPage(options: {
  type: FrameType
  parentOrigin: string
  registerPath: string
  scriptPath: string
  stylePath: string
}): string {
  const fields =
    options.type === 'ebt'
      ? [
          field({
            id: 'card-number',
            name: 'cardNumber',
            label: 'Card Number',
            autocomplete: 'off',
            maxLength: 23,
          }),
          field({
            id: 'pin',
            name: 'pin',
            label: 'PIN',
            autocomplete: 'off',
            maxLength: 4,
            type: 'password',
          }),
        ]
      : [
          field({
            id: 'card-number',
            name: 'cardNumber',
            label: 'Card Number',
            autocomplete: 'cc-number',
            maxLength: 23,
          }),
          field({
            id: 'expiry',
            name: 'expiry',
            label: 'Expiration (MM/YY)',
            autocomplete: 'cc-exp',
            maxLength: 5,
            placeholder: 'MM/YY',
          }),
          field({ id: 'cvv', name: 'cvv', label: 'CVV', autocomplete: 'cc-csc', maxLength: 4 }),
        ]
  const title = options.type === 'ebt' ? 'Secure SNAP EBT card entry' : 'Secure card entry'
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="stylesheet" href="${escapeHtml(options.stylePath)}">
    <script type="module" src="${escapeHtml(options.scriptPath)}"></script>
  </head>
  <body>
    <main>
    <form id="card-entry" method="post" action="${escapeHtml(options.registerPath)}" novalidate aria-label="${title}" data-type="${options.type}" data-parent-origin="${escapeHtml(options.parentOrigin)}" data-texts="${escapeHtml(JSON.stringify(frameTexts()))}">${fields.join('')}
      <button type="submit">Submit</button>
      <p id="card-entry-status" role="status"></p>
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

// The card-entry frame's page script (served as /card-entry/frame.js, on the frame's own
// origin, never inline). The card number, CVV and PIN stay in this frame: they go only to
// this origin's own endpoint, and the parent page is told the registration id, first
// six, last four, expiry and response code, posted to its exact origin.
//
// The frame has no button of its own: the host page's one Submit validates its fields,
// then asks the frame for a registration (wallet-flyout.md §4 "Add-card submission").
import { checkCardEntry, formatGiftCardNumber, RESPONSE_CODES } from './rules.js'

const MESSAGE_TYPE = 'aisle:card-entry'
const REQUEST_TYPE = 'aisle:card-entry-request'
const READY_TYPE = 'aisle:card-entry-ready'
const ENTER_TYPE = 'aisle:card-entry-enter'
/** What the parent may hold; anything else (the number, CVV, PIN) is never posted. */
const POSTED_FIELDS = ['registrationId', 'firstSix', 'lastFour', 'expiry']

const form = document.getElementById('card-entry')
const { parentOrigin, type } = form.dataset
const texts = JSON.parse(form.dataset.texts)
let busy = false

function textOf(result, values) {
  if (result.field === 'expiry' || result.field === 'expMonth') {
    return texts[`expiry-${result.reason}`] ?? texts.generic
  }
  if (result.field === 'pin') return values.pin ? texts.pin : texts['pin-required']
  if (result.field === 'cardNumber' && !String(values.cardNumber ?? '').trim()) {
    return texts.required
  }
  return texts[result.responseCode] ?? texts.generic
}

function clearErrors() {
  for (const error of form.querySelectorAll('.field-error')) {
    error.textContent = ''
    error.hidden = true
  }
  for (const input of form.querySelectorAll('input, select')) input.removeAttribute('aria-invalid')
}

function showError(result, values) {
  const input = form.elements.namedItem(result.field ?? 'cardNumber') ?? form.elements[0]
  const error = document.getElementById(`${input.id}-error`)
  input.setAttribute('aria-invalid', 'true')
  error.textContent = textOf(result, values)
  error.hidden = false
  input.focus()
}

function post(message) {
  // Opened on its own (not framed), there is no parent to tell.
  if (window.parent !== window) window.parent.postMessage(message, parentOrigin)
}

function tellParent(result, requestId) {
  const message = { type: MESSAGE_TYPE, responseCode: String(result.responseCode) }
  for (const name of POSTED_FIELDS) {
    if (typeof result[name] === 'string') message[name] = result[name]
  }
  if (typeof requestId === 'string') message.requestId = requestId
  post(message)
}

async function register(values) {
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...values, type }),
      cache: 'no-store',
    })
    return await response.json()
  } catch {
    // No answer: a generic failure (wallet-flyout.md §4 "anything else").
    return { responseCode: '889' }
  }
}

function setDisabled(disabled) {
  for (const input of form.querySelectorAll('input, select')) input.disabled = disabled
}

/** Checks and registers what was typed; answers the host's request `requestId`. */
async function submitFor(requestId) {
  if (busy) return
  clearErrors()
  const values = Object.fromEntries(new FormData(form))
  const checked = checkCardEntry({ ...values, type }, new Date())
  if (checked.responseCode !== RESPONSE_CODES.accepted) {
    showError(checked, values)
    tellParent(checked, requestId)
    return
  }
  busy = true
  setDisabled(true)
  const answer = await register(values)
  busy = false
  setDisabled(false)
  if (answer.responseCode === RESPONSE_CODES.accepted) {
    // Nothing of the number is left in the frame's page either (an edit keeps its lists).
    if (type === 'edit') form.elements.namedItem('cvv').value = ''
    else form.reset()
  } else {
    showError(answer, values)
  }
  tellParent(answer, requestId)
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return
  const data = event.data
  if (data === null || typeof data !== 'object' || data.type !== REQUEST_TYPE) return
  const requestId = typeof data.requestId === 'string' ? data.requestId.slice(0, 40) : undefined
  void submitFor(requestId)
})

// Enter in a field runs the host's one Submit, as Enter in any of its own fields does.
form.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' || event.isComposing) return
  event.preventDefault()
  post({ type: ENTER_TYPE })
})
form.addEventListener('submit', (event) => event.preventDefault())

// Gift-card numbers read with dashes after 10, 13 and 16 digits (wallet-flyout.md §5).
if (type === 'gift') {
  const number = form.elements.namedItem('cardNumber')
  number.addEventListener('input', () => {
    number.value = formatGiftCardNumber(number.value)
  })
}

post({ type: READY_TYPE })

// The card-entry frame's page script (served as /card-entry/frame.js, on the frame's own
// origin, never inline). The card number, CVV and PIN stay in this frame: they go only to
// this origin's own endpoint, and the parent page is told the registration id, first
// six, last four, expiry and response code, posted to its exact origin.
import { checkCardEntry, RESPONSE_CODES } from './rules.js'

const MESSAGE_TYPE = 'aisle:card-entry'
/** What the parent may hold; anything else (the number, CVV, PIN) is never posted. */
const POSTED_FIELDS = ['registrationId', 'firstSix', 'lastFour', 'expiry']

const form = document.getElementById('card-entry')
const status = document.getElementById('card-entry-status')
const submit = form.querySelector('button[type="submit"]')
const { parentOrigin, type } = form.dataset
const texts = JSON.parse(form.dataset.texts)

function textOf(result) {
  if (result.field === 'expiry') return texts[`expiry-${result.reason}`] ?? texts.generic
  if (result.field === 'pin') return texts.pin
  return texts[result.responseCode] ?? texts.generic
}

function clearErrors() {
  for (const error of form.querySelectorAll('.field-error')) {
    error.textContent = ''
    error.hidden = true
  }
  for (const input of form.querySelectorAll('input')) input.removeAttribute('aria-invalid')
  status.textContent = ''
}

function showError(result) {
  const input = form.elements.namedItem(result.field ?? 'cardNumber') ?? form.elements[0]
  const error = document.getElementById(`${input.id}-error`)
  input.setAttribute('aria-invalid', 'true')
  error.textContent = textOf(result)
  error.hidden = false
  input.focus()
}

function tellParent(result) {
  const message = { type: MESSAGE_TYPE, responseCode: String(result.responseCode) }
  for (const name of POSTED_FIELDS) {
    if (typeof result[name] === 'string') message[name] = result[name]
  }
  // Opened on its own (not framed), there is no parent to tell.
  if (window.parent !== window) window.parent.postMessage(message, parentOrigin)
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

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  if (submit.disabled) return
  clearErrors()
  const values = Object.fromEntries(new FormData(form))
  const checked = checkCardEntry({ ...values, type }, new Date())
  if (checked.responseCode !== RESPONSE_CODES.accepted) {
    showError(checked)
    tellParent(checked)
    return
  }
  submit.disabled = true
  submit.textContent = texts.submitting
  const answer = await register(values)
  submit.disabled = false
  submit.textContent = texts.submit
  if (answer.responseCode === RESPONSE_CODES.accepted) {
    // Nothing of the number is left in the frame's page either.
    form.reset()
    status.textContent = texts.accepted.replace('{lastFour}', answer.lastFour)
  } else {
    showError(answer)
  }
  tellParent(answer)
})

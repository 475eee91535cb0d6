import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type MessageKey, messages, wordingNotInSpec } from './messages.js'

// The specs live beside the repository (ARCHITECTURE.md: "../specs/"); where they
// are present, every catalogue text must occur in them character for character.
const specsDir = fileURLToPath(new URL('../../../../../shared/specs/', import.meta.url))
const specNames = ['account-area', 'checkout', 'shopping-method-selector', 'wallet-flyout']
const available = specNames.every((name) => existsSync(`${specsDir}${name}.md`))

/** Texts the specs describe rather than quote whole. */
const derived: Partial<Record<MessageKey, string>> = {
  updateCardDefault: "wallet-flyout.md §8: 'the same text with 'update your card''",
  timeExpiredTitle: "checkout.md §2: '{Pickup|Delivery} Time Expired'",
}

describe.skipIf(!available)('catalogue texts occur verbatim in the specs', () => {
  const specs = available
    ? specNames.map((name) => readFileSync(`${specsDir}${name}.md`, 'utf8')).join('\n')
    : ''
  const keys = (Object.keys(messages) as MessageKey[]).filter(
    (key) => !wordingNotInSpec.has(key) && derived[key] === undefined,
  )
  it.each(keys)('%s', (key) => {
    expect(specs).toContain(messages[key])
  })
  it('derives the edit default from the add default by the spec’s substitution', () => {
    expect(messages.updateCardDefault).toBe(
      messages.addCardDefault.replace('add your card', 'update your card'),
    )
  })
})

// The screens' 375 px references: one per screen state, in one banner.
import { describe, expect, it } from 'vitest'
import { phoneShotIds, stateOf } from '../visual/phone-shots.ts'

const phone = { width: 375, height: 812 }

describe('phone references of the screen stories', () => {
  it('names a state without its banner or phone suffix', () => {
    expect(stateOf('screens-cart-cart-greenleaf-phone')).toBe('screens-cart-cart')
    expect(stateOf('screens-cart-cart-hilltop')).toBe('screens-cart-cart')
    expect(stateOf('screens-cart-cart-load-error')).toBe('screens-cart-cart-load-error')
    expect(stateOf('screens-age-copperline-minimum-age-18')).toBe(
      'screens-age-copperline-minimum-age-18',
    )
  })

  it('shoots each state once, in greenleaf when it has it', () => {
    const ids = phoneShotIds([
      { id: 'screens-home-list-hilltop' },
      { id: 'screens-home-list-greenleaf' },
      { id: 'screens-home-list-copperline' },
      { id: 'screens-home-load-error' },
    ])
    expect([...ids].sort()).toEqual(['screens-home-list-greenleaf', 'screens-home-load-error'])
  })

  it('takes the first variant of a state that has no greenleaf one', () => {
    const ids = phoneShotIds([{ id: 'screens-x-copperline' }, { id: 'screens-x-hilltop' }])
    expect([...ids]).toEqual(['screens-x-copperline'])
  })

  it('leaves out a state that has its own phone story', () => {
    const ids = phoneShotIds([
      { id: 'screens-cart-cart-greenleaf' },
      { id: 'screens-cart-cart-hilltop' },
      { id: 'screens-cart-cart-greenleaf-phone', visualViewport: phone },
      { id: 'screens-cart-profile' },
      { id: 'screens-cart-profile-phone', visualViewport: phone },
    ])
    expect(ids.size).toBe(0)
  })

  it('does not shoot a story that sets a wider viewport of its own', () => {
    const ids = phoneShotIds([
      { id: 'screens-x-at-1024', visualViewport: { width: 1024, height: 800 } },
    ])
    expect(ids.size).toBe(0)
  })
})

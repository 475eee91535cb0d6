import { describe, expect, it } from 'vitest'
import { documentedPart } from './prop-rows.js'

describe('documentedPart', () => {
  it('gives the docs table a row per prop, required ones marked by a trailing !', () => {
    const part = documentedPart('Stepper.Item', 'li', [
      ['status!', "'completed' | 'current'", 'Where the step stands.'],
      ['asChild', 'boolean', 'Renders its child.', 'false'],
    ])
    expect(part.displayName).toBe('Stepper.Item')
    expect(part()).toBeNull()
    const { props } = part.__docgenInfo
    expect(Object.keys(props)).toEqual(['status', 'asChild', '...rest'])
    expect(props.status).toMatchObject({
      required: true,
      tsType: { name: 'signature', raw: "'completed' | 'current'" },
    })
    expect(props.asChild).toMatchObject({ required: false, defaultValue: { value: 'false' } })
    expect(props['...rest']?.tsType.raw).toBe("ComponentProps<'li'>")
  })

  it('gives a root with no element of its own no row for passed-through attributes', () => {
    const part = documentedPart('Menu.Root', null, [['loopFocus', 'boolean', 'Wraps.', 'true']])
    expect(Object.keys(part.__docgenInfo.props)).toEqual(['loopFocus'])
  })
})

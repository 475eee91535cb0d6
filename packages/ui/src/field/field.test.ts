import { describe, expect, expectTypeOf, it } from 'vitest'
import { type FieldBaseProps, splitFieldProps } from './field.js'

interface AmountProps extends FieldBaseProps {
  value?: number
  onValueChange?: (value: number) => void
  name?: string
}

describe('splitFieldProps', () => {
  it('hands every FieldBaseProps key to the field and the rest to the control', () => {
    const onValueChange = () => {}
    const [field, control] = splitFieldProps<AmountProps>({
      label: 'Tip',
      labelHidden: true,
      helperText: 'Optional',
      errorText: 'Too much',
      invalid: true,
      required: true,
      optionalText: '(optional)',
      disabled: false,
      readOnly: false,
      id: 'tip',
      className: 'tip-field',
      value: 3,
      onValueChange,
      name: 'tip',
    })
    expect(field).toEqual({
      label: 'Tip',
      labelHidden: true,
      helperText: 'Optional',
      errorText: 'Too much',
      invalid: true,
      required: true,
      optionalText: '(optional)',
      disabled: false,
      readOnly: false,
      id: 'tip',
      className: 'tip-field',
    })
    expect(control).toEqual({ value: 3, onValueChange, name: 'tip' })
  })

  it('leaves the props it is given unchanged', () => {
    const props: AmountProps = { label: 'Tip', value: 0 }
    const [field, control] = splitFieldProps(props)
    expect(field).toEqual({ label: 'Tip' })
    expect(control).toEqual({ value: 0 })
    expect(props).toEqual({ label: 'Tip', value: 0 })
  })

  it('passes every field key to Field, set or not, and only the set ones to the control', () => {
    const [field, control] = splitFieldProps<AmountProps>({ label: 'Tip', name: undefined })
    expect(Object.keys(field).sort()).toEqual([
      'className',
      'disabled',
      'errorText',
      'helperText',
      'id',
      'invalid',
      'label',
      'labelHidden',
      'optionalText',
      'readOnly',
      'required',
    ])
    expect(Object.keys(control)).toEqual(['name'])
  })

  it('does not take inherited names such as toString or constructor for field props', () => {
    const [field, control] = splitFieldProps({ label: 'Tip', toString: 'x', constructor: 'y' })
    expect(field).toEqual({ label: 'Tip' })
    expect(control).toEqual({ toString: 'x', constructor: 'y' })
  })

  it('types the control half as the props without the field keys', () => {
    const [field, control] = splitFieldProps<AmountProps>({ label: 'Tip' })
    expectTypeOf(field).toEqualTypeOf<FieldBaseProps>()
    expectTypeOf(control).toEqualTypeOf<Omit<AmountProps, keyof FieldBaseProps>>()
    expectTypeOf(control).not.toHaveProperty('label')
    expectTypeOf(control.value).toEqualTypeOf<number | undefined>()
  })
})

import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import type { SelectItem } from '../select/select.js'
import { AllBanners } from '../storybook/all-banners.js'
import { NativeSelect } from './native-select.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }

const regions: readonly SelectItem[] = (
  'AL Alabama|AK Alaska|AZ Arizona|CA California|DC District of Columbia|OH Ohio|OR Oregon|' +
  'WA Washington|AB Alberta|BC British Columbia|ON Ontario|QC Quebec'
)
  .split('|')
  .map((entry) => ({ value: entry.slice(0, 2), label: entry.slice(3) }))

const months: readonly SelectItem[] = ['01', '02', '03', '04', '05', '06'].map((m) => ({
  value: m,
  label: m,
}))

const meta = {
  title: 'Components / Forms / NativeSelect',
  // The id of its first title: links and visual references stay.
  id: 'forms-nativeselect',
  component: NativeSelect,
  tags: ['autodocs'],
  args: {
    label: 'State or province',
    items: regions,
    onValueChange: fn(),
  },
} satisfies Meta<typeof NativeSelect>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: placeholder, filled, required, helper, invalid, disabled. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <NativeSelect label="Expiration Month" items={months} placeholder="Month" />
          <NativeSelect
            label="State"
            items={regions}
            defaultValue="WA"
            autoComplete="address-level1"
          />
          <NativeSelect label="Province" items={regions} required />
          <NativeSelect
            label="Billing state"
            items={regions}
            helperText="Where your card statements go."
            defaultValue="OH"
          />
          <NativeSelect
            label="Mailing state"
            items={regions}
            required
            invalid
            errorText="Please select a state"
          />
          <NativeSelect label="Delivery state" items={regions} defaultValue="OR" disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each state is exposed on the native select', async () => {
      await expect(banner.getByRole('combobox', { name: 'Expiration Month' })).toHaveValue('')
      await expect(banner.getByRole('combobox', { name: 'State' })).toHaveValue('WA')
      await expect(banner.getByRole('combobox', { name: 'Province' })).toBeRequired()
      await expect(
        banner.getByRole('combobox', { name: 'Billing state' }),
      ).toHaveAccessibleDescription('Where your card statements go.')
      const mailing = banner.getByRole('combobox', { name: 'Mailing state' })
      await expect(mailing).toHaveAttribute('aria-invalid', 'true')
      await expect(mailing).toHaveAccessibleDescription('Please select a state')
      await expect(banner.getByRole('combobox', { name: 'Delivery state' })).toBeDisabled()
    })
    await step('the control is at least 24 by 24 px', async () => {
      const box = banner.getByRole('combobox', { name: 'State' }).getBoundingClientRect()
      await expect(box.height).toBeGreaterThanOrEqual(24)
      await expect(box.width).toBeGreaterThanOrEqual(24)
    })
  },
}

function Controlled(props: { onValueChange: (value: string | null) => void; required?: boolean }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <NativeSelect
      label="State or province"
      items={regions}
      required={props.required}
      value={value}
      onValueChange={(details) => {
        props.onValueChange(details.value)
        setValue(details.value)
      }}
    />
  )
}

/**
 * The platform's select: the label names it, keyboard and type-ahead are the browser's;
 * `onValueChange` reports the value and its item, and a required field cannot be emptied.
 */
export const Interaction: Story = {
  args: { helperText: 'Where we deliver your order.' },
  render: (args) => (
    <div style={stack}>
      <NativeSelect {...args} />
      <Controlled onValueChange={args.onValueChange as (value: string | null) => void} required />
    </div>
  ),
  play: async ({ args, canvas, step, userEvent }) => {
    const [uncontrolled, controlled] = canvas.getAllByRole('combobox', {
      name: /State or province/,
    }) as [HTMLSelectElement, HTMLSelectElement]

    await step('the label names the select; the helper text describes it', async () => {
      await expect(uncontrolled).toHaveAccessibleDescription('Where we deliver your order.')
      await expect(uncontrolled).toHaveValue('')
    })

    await step('choosing reports the value and the item', async () => {
      await userEvent.selectOptions(uncontrolled, 'Ohio')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: 'OH',
        item: { value: 'OH', label: 'Ohio' },
      })
      await expect(uncontrolled).toHaveValue('OH')
    })

    await step('controlled: the empty option goes once a required value is chosen', async () => {
      await expect(controlled).toHaveValue('')
      await expect(within(controlled).getAllByRole('option')).toHaveLength(regions.length + 1)
      await userEvent.selectOptions(controlled, 'CA')
      await expect(controlled).toHaveValue('CA')
      await expect(within(controlled).getAllByRole('option')).toHaveLength(regions.length)
    })
  },
}

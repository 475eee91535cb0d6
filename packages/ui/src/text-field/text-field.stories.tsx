import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { TextField, type TextFieldProps } from './text-field.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }

const meta = {
  title: 'Components / Forms / Text Field',
  // The id of its first title: links and visual references stay.
  id: 'forms-text-field',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', onValueChange: fn() },
  argTypes: {
    type: {
      control: 'select',
      options: ['text', 'email', 'tel', 'password', 'search', 'url', 'number'],
    },
  },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: default, filled, required, optional, helper, invalid, disabled, read-only. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <TextField label="First name" autoComplete="given-name" />
          <TextField label="Last name" autoComplete="family-name" defaultValue="Lovelace" />
          <TextField label="Email address" type="email" autoComplete="email" required />
          <TextField
            label="Apartment, suite or unit"
            optionalText="(optional)"
            autoComplete="address-line2"
          />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            helperText="We text you when your order is on its way."
          />
          <TextField
            label="ZIP code"
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            defaultValue="123"
            invalid
            errorText="Enter a 5-digit ZIP code."
          />
          <TextField label="Country" defaultValue="United States" disabled />
          <TextField label="Member number" defaultValue="4417 2290 118" readOnly />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('labels name the inputs; texts describe them', async () => {
      await expect(banner.getByLabelText('First name')).toHaveValue('')
      await expect(banner.getByLabelText('Last name')).toHaveValue('Lovelace')
      await expect(banner.getByRole('textbox', { name: 'Email address' })).toBeRequired()
      await expect(
        banner.getByRole('textbox', { name: 'Apartment, suite or unit (optional)' }),
      ).not.toBeRequired()
      await expect(banner.getByLabelText('Mobile number')).toHaveAccessibleDescription(
        'We text you when your order is on its way.',
      )
    })
    await step('invalid: aria-invalid, error text read with the input', async () => {
      const zip = banner.getByLabelText('ZIP code')
      await expect(zip).toHaveAttribute('aria-invalid', 'true')
      await expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code.')
      await expect(zip).toHaveAttribute('maxlength', '5')
      await expect(zip).toHaveAttribute('inputmode', 'numeric')
    })
    await step('disabled and read-only', async () => {
      await expect(banner.getByLabelText('Country')).toBeDisabled()
      await expect(banner.getByLabelText('Member number')).toHaveAttribute('readonly')
    })
  },
}

/** A controlled field that shows its error after the shopper leaves it with a bad value. */
function EmailField(props: TextFieldProps) {
  const [value, setValue] = useState('')
  const [touched, setTouched] = useState(false)
  return (
    <TextField
      {...props}
      type="email"
      autoComplete="email"
      value={value}
      onValueChange={(details) => {
        setValue(details.value)
        props.onValueChange?.(details)
      }}
      onBlur={() => setTouched(true)}
      invalid={touched && !value.includes('@')}
    />
  )
}

/** Typing, labels and the error message, by keyboard (WAI-ARIA: a native text input). */
export const Interaction: Story = {
  args: {
    helperText: 'We send your receipt here.',
    errorText: 'Enter an email address like name@example.com.',
  },
  render: (args) => <EmailField {...args} />,
  play: async ({ args, canvas, step, userEvent }) => {
    const input = canvas.getByLabelText('Email')
    await step('the label names the input and the helper text describes it', async () => {
      await expect(input).toHaveAccessibleName('Email')
      await expect(input).toHaveAccessibleDescription('We send your receipt here.')
      await expect(input).not.toHaveAttribute('aria-invalid')
    })
    await step('typing reports each value', async () => {
      await userEvent.click(input)
      await expect(input).toHaveFocus()
      await userEvent.type(input, 'ada')
      await expect(input).toHaveValue('ada')
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'ada' })
    })
    await step('leaving it with a bad value shows the error, read with the input', async () => {
      await userEvent.tab()
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeVisible()
      await expect(input).toHaveAccessibleDescription(
        'We send your receipt here. Enter an email address like name@example.com.',
      )
    })
    await step('fixing the value clears the error', async () => {
      await userEvent.click(input)
      await userEvent.type(input, '@example.com')
      await expect(input).toHaveValue('ada@example.com')
      await expect(input).not.toHaveAttribute('aria-invalid')
      await expect(canvas.queryByText('Enter an email address like name@example.com.')).toBeNull()
    })
  },
}

/**
 * The label read but not shown (`labelHidden`): for a section's one field right under a
 * heading with the same words ('Delivery Instructions', 'Promo Codes').
 */
export const LabelHidden: Story = {
  args: { label: 'Promo code', labelHidden: true, required: true },
  render: (args) => (
    <section aria-labelledby="promo-heading">
      <h2 id="promo-heading">Promo Codes</h2>
      <TextField {...args} />
    </section>
  ),
  play: async ({ canvas, step }) => {
    await step('the field is still named by its label', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toBeRequired()
    })
    await step('the label takes no room on screen', async () => {
      const label = canvas.getByText('Promo code')
      await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    })
  },
}

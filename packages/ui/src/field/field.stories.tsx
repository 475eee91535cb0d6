import { Field as ArkField } from '@ark-ui/react/field'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps, CSSProperties } from 'react'
import { expect, within } from 'storybook/test'
import { field } from '#styled-system/recipes'
import { AllBanners } from '../storybook/all-banners.js'
import { Field } from './field.js'
import { useFieldDescribedBy } from './use-field-described-by.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables. The controls take the field recipe's `input` class,
// as the kit's own fields do.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-5)' }

// A control of your own inside `Field`: Ark's field parts read the label, the states and
// the helper text from the field; `useFieldDescribedBy` adds the error text, so it is heard
// with the control too.
function Input(props: ComponentProps<typeof ArkField.Input>) {
  return (
    <ArkField.Input className={field().input} aria-describedby={useFieldDescribedBy()} {...props} />
  )
}

const meta = {
  title: 'Components / Forms / Field',
  // The id of its first title: links and visual references stay.
  id: 'forms-field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Delivery instructions', children: null },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

/**
 * `Field` around a control of your own (here Ark's `Field.Input` with `useFieldDescribedBy`):
 * the label, the helper and error texts and the states reach the control. Every state, in
 * every banner.
 */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <Field label="Delivery instructions" helperText="Up to 128 characters.">
            <Input maxLength={128} />
          </Field>
          <Field label="Gate code" optionalText="(optional)">
            <Input autoComplete="off" />
          </Field>
          <Field label="Name on the order" required>
            <Input autoComplete="name" />
          </Field>
          <Field label="Promo code" invalid errorText="This promo code is not valid.">
            <Input defaultValue="SAVE55" />
          </Field>
          <Field label="Store" disabled>
            <Input defaultValue="Greenleaf Main Street" />
          </Field>
          <Field label="Order number" readOnly>
            <Input defaultValue="100-2231-884" />
          </Field>
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('the label names the control; the helper text describes it', async () => {
      await expect(
        banner.getByRole('textbox', { name: 'Delivery instructions' }),
      ).toHaveAccessibleDescription('Up to 128 characters.')
      await expect(banner.getByRole('textbox', { name: 'Gate code (optional)' })).not.toBeRequired()
    })
    await step('required, invalid, disabled and read-only reach the control', async () => {
      await expect(banner.getByRole('textbox', { name: 'Name on the order' })).toBeRequired()
      const promo = banner.getByRole('textbox', { name: 'Promo code' })
      await expect(promo).toHaveAttribute('aria-invalid', 'true')
      await expect(promo).toHaveAccessibleDescription('This promo code is not valid.')
      await expect(banner.getByRole('textbox', { name: 'Store' })).toBeDisabled()
      await expect(banner.getByRole('textbox', { name: 'Order number' })).toHaveAttribute(
        'readonly',
      )
    })
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { Checkbox } from './checkbox.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-4)' }

const meta = {
  title: 'Components / Forms / Checkbox',
  // The id of its first title: links and visual references stay.
  id: 'forms-checkbox',
  component: Checkbox,
  // A props table per part on the docs page, beside Checkbox's.
  subcomponents: {
    'Checkbox.Field': documentedPart('Checkbox.Field', 'div', [
      ['invalid', 'boolean', 'Shows the error text and the danger outline; aria-invalid.', 'false'],
      ['disabled', 'boolean', 'The box cannot be used or focused.', 'false'],
      ['readOnly', 'boolean', 'The box is focusable but cannot be toggled.', 'false'],
      ['required', 'boolean', 'The box must be checked to submit the form.', 'false'],
      [
        'id',
        'string',
        'Id the native checkbox and the texts derive theirs from.',
        'a generated id',
      ],
    ]),
    'Checkbox.Root': documentedPart('Checkbox.Root', 'label', [
      [
        'checked',
        "boolean | 'indeterminate'",
        'The checked state, when controlled; pair it with onCheckedChange.',
      ],
      [
        'defaultChecked',
        "boolean | 'indeterminate'",
        'The initial state, when uncontrolled.',
        'false',
      ],
      [
        'onCheckedChange',
        "(details: { checked: boolean | 'indeterminate' }) => void",
        'Called when the shopper toggles the box.',
      ],
      ['name', 'string', 'Form field name.'],
      ['value', 'string', 'Value submitted while checked.', "'on'"],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Checkbox.Control': documentedPart('Checkbox.Control', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Checkbox.Indicator': documentedPart('Checkbox.Indicator', 'div', [
      ['indeterminate', 'boolean', 'Shown while indeterminate rather than while checked.', 'false'],
      ['children', 'ReactNode', 'The mark.', 'a tick, or a dash'],
    ]),
    'Checkbox.Label': documentedPart('Checkbox.Label', 'span', [
      ['children', 'ReactNode', 'Names the checkbox.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'Checkbox.HiddenInput': documentedPart('Checkbox.HiddenInput', 'input', [
      ['ref', 'Ref<HTMLInputElement>', 'The native checkbox, which takes focus.'],
    ]),
    'Checkbox.Description': documentedPart('Checkbox.Description', 'span', [
      ['children', 'ReactNode', 'Read with the checkbox (aria-describedby).'],
    ]),
    'Checkbox.ErrorText': documentedPart('Checkbox.ErrorText', 'span', [
      ['children', 'ReactNode', 'Shown and read with the checkbox while the field is invalid.'],
    ]),
  },
  tags: ['autodocs'],
  args: { label: 'Email me weekly deals', onCheckedChange: fn() },
  argTypes: {
    checked: { control: 'inline-radio', options: [false, true, 'indeterminate'] },
  },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

/** Every state, in every banner: unchecked, checked, indeterminate, described, invalid, disabled. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <Checkbox label="Leave at my door" />
          <Checkbox label="Save this address" defaultChecked />
          <Checkbox label="All substitutions" defaultChecked="indeterminate" />
          <Checkbox
            label="Allow substitutions"
            description="If an item is out of stock, we pick the closest match."
          />
          <Checkbox
            label="I am 21 or older"
            required
            invalid
            errorText="Confirm your age to buy these items."
          />
          <Checkbox label="Paper bags" disabled />
          <Checkbox label="Reusable bags" defaultChecked disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each state is exposed to assistive technology', async () => {
      await expect(banner.getByRole('checkbox', { name: 'Leave at my door' })).not.toBeChecked()
      await expect(banner.getByRole('checkbox', { name: 'Save this address' })).toBeChecked()
      await expect(
        banner.getByRole('checkbox', { name: 'All substitutions' }),
      ).toBePartiallyChecked()
      await expect(
        banner.getByRole('checkbox', { name: 'Allow substitutions' }),
      ).toHaveAccessibleDescription('If an item is out of stock, we pick the closest match.')
      const age = banner.getByRole('checkbox', { name: 'I am 21 or older' })
      await expect(age).toBeRequired()
      await expect(age).toHaveAttribute('aria-invalid', 'true')
      await expect(age).toHaveAccessibleDescription('Confirm your age to buy these items.')
      await expect(banner.getByRole('checkbox', { name: 'Paper bags' })).toBeDisabled()
      await expect(banner.getByRole('checkbox', { name: 'Reusable bags' })).toBeChecked()
    })
  },
}

/** WAI-ARIA checkbox: Tab reaches it, Space toggles it, a click on the label toggles it. */
export const Interaction: Story = {
  args: { description: 'One email a week; unsubscribe at any time.' },
  play: async ({ args, canvas, step, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me weekly deals' })
    await step('Tab reaches it and shows the focus ring on the box', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(box).toHaveFocus()
      await expect(box).toHaveAccessibleDescription('One email a week; unsubscribe at any time.')
      const control = canvas.getByText('Email me weekly deals').previousElementSibling
      await expect(getComputedStyle(control as Element).outlineStyle).toBe('solid')
    })
    await step('Space toggles it on and off', async () => {
      await userEvent.keyboard(' ')
      await expect(box).toBeChecked()
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true })
      await userEvent.keyboard(' ')
      await expect(box).not.toBeChecked()
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: false })
    })
    await step('the label is the hit area, at least 24 by 24 px', async () => {
      const label = canvas.getByText('Email me weekly deals')
      await userEvent.click(label)
      await expect(box).toBeChecked()
      const hitArea = box.closest('label')?.getBoundingClientRect()
      await expect(hitArea?.height).toBeGreaterThanOrEqual(24)
      await expect(hitArea?.width).toBeGreaterThanOrEqual(24)
    })
  },
}

/** Read-only: Tab reaches it, but neither Space nor a click on the label changes it. */
export const ReadOnly: Story = {
  tags: ['!visual'],
  args: { label: 'Substitutions as agreed', defaultChecked: true, readOnly: true },
  play: async ({ args, canvas, step, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Substitutions as agreed' })
    await step('it is focusable and says it is read-only', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(box).toHaveFocus()
      await expect(box).toHaveAttribute('aria-readonly', 'true')
    })
    await step('Space and a click on the label leave it checked', async () => {
      await userEvent.keyboard(' ')
      await userEvent.click(canvas.getByText('Substitutions as agreed'))
      await expect(box).toBeChecked()
      await expect(args.onCheckedChange).not.toHaveBeenCalled()
    })
  },
}

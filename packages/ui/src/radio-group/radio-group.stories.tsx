import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { RadioGroup, type RadioGroupItem } from './index.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-6)' }

const substitutions: RadioGroupItem[] = [
  { value: 'best', label: 'Best match', description: 'Your shopper picks the closest item.' },
  { value: 'call', label: 'Call me first' },
  { value: 'none', label: 'No substitutions', description: 'Out-of-stock items are refunded.' },
  { value: 'chat', label: 'Chat with shopper', disabled: true },
]

const bags: RadioGroupItem[] = [
  { value: 'paper', label: 'Paper' },
  { value: 'plastic', label: 'Plastic' },
  { value: 'none', label: 'No bags' },
]

const meta = {
  title: 'Components / Forms / Radio Group',
  // The id of its first title: links and visual references stay.
  id: 'forms-radio-group',
  component: RadioGroup,
  // A props table per part on the docs page, beside RadioGroup's.
  subcomponents: {
    'RadioGroup.Root': documentedPart('RadioGroup.Root', 'div', [
      [
        'value',
        'string | null',
        'The selected value, when controlled; pair it with onValueChange.',
      ],
      [
        'defaultValue',
        'string | null',
        'The selected value on first render, when uncontrolled.',
        'null',
      ],
      [
        'onValueChange',
        '(details: { value: string | null }) => void',
        'Called when the shopper selects a radio.',
      ],
      [
        'orientation',
        "'vertical' | 'horizontal'",
        'Stacks the radios or puts them on one line; also the arrow keys’ axis.',
        "'vertical'",
      ],
      ['invalid', 'boolean', 'The radios get aria-invalid.', 'false'],
      ['name', 'string', 'Form field name of the radios.', 'derived from the id'],
      ['disabled', 'boolean', 'Every radio is disabled.', 'false'],
      ['required', 'boolean', 'A radio must be selected to submit the form.', 'false'],
      ['id', 'string', 'Id of the group; the parts derive theirs from it.', 'a generated id'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioGroup.Label': documentedPart('RadioGroup.Label', 'span', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioGroup.Items': documentedPart('RadioGroup.Items', 'div'),
    'RadioGroup.Item': documentedPart('RadioGroup.Item', 'label', [
      ['value!', 'string', 'Identifies the choice; reported by onValueChange and submitted.'],
      ['disabled', 'boolean', 'The choice cannot be selected; arrow keys skip it.', 'false'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioGroup.ItemControl': documentedPart('RadioGroup.ItemControl', 'div', [
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioGroup.ItemBody': documentedPart('RadioGroup.ItemBody', 'span'),
    'RadioGroup.ItemText': documentedPart('RadioGroup.ItemText', 'span', [
      ['children', 'ReactNode', 'The text beside the radio; it names the radio.'],
      [
        'asChild',
        'boolean',
        'Renders its child element in place of its own, with the part’s props.',
        'false',
      ],
    ]),
    'RadioGroup.ItemDescription': documentedPart('RadioGroup.ItemDescription', 'span', [
      ['children', 'ReactNode', 'Read with the radio (aria-describedby).'],
    ]),
    'RadioGroup.ItemHiddenInput': documentedPart('RadioGroup.ItemHiddenInput', 'input', [
      [
        'aria-describedby',
        'string',
        'Replaces the ids of the item’s description and the group’s error.',
        'those ids',
      ],
    ]),
    'RadioGroup.ErrorText': documentedPart('RadioGroup.ErrorText', 'p', [
      ['children', 'ReactNode', 'The error, read with every radio; render it while invalid.'],
    ]),
  },
  tags: ['autodocs'],
  args: { label: 'If an item is out of stock', items: substitutions, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every state, in every banner: unselected, selected, described, disabled item, a
 * horizontal group, an invalid group with its error and a disabled group.
 */
export const States: Story = {
  render: (args) => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <RadioGroup {...args} defaultValue="best" />
          <RadioGroup label="Bag preference" items={bags} orientation="horizontal" />
          <RadioGroup
            label="Bag type"
            items={bags}
            orientation="horizontal"
            required
            invalid
            errorText="Choose a bag type."
          />
          <RadioGroup label="Packing" items={bags} defaultValue="paper" disabled />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each state is exposed to assistive technology', async () => {
      const group = within(banner.getByRole('radiogroup', { name: 'If an item is out of stock' }))
      await expect(group.getByRole('radio', { name: 'Best match' })).toBeChecked()
      await expect(group.getByRole('radio', { name: 'Best match' })).toHaveAccessibleDescription(
        'Your shopper picks the closest item.',
      )
      await expect(group.getByRole('radio', { name: 'Call me first' })).not.toBeChecked()
      await expect(group.getByRole('radio', { name: 'Chat with shopper' })).toBeDisabled()
      await expect(banner.getByRole('radiogroup', { name: 'Bag preference' })).toHaveAttribute(
        'aria-orientation',
        'horizontal',
      )
    })
    await step('an invalid group: each radio is invalid and described by the error', async () => {
      const group = within(banner.getByRole('radiogroup', { name: 'Bag type' }))
      const paper = group.getByRole('radio', { name: 'Paper' })
      await expect(paper).toHaveAttribute('aria-invalid', 'true')
      await expect(paper).toHaveAccessibleDescription('Choose a bag type.')
    })
    await step('a disabled group disables every radio', async () => {
      const group = within(banner.getByRole('radiogroup', { name: 'Packing' }))
      for (const radio of group.getAllByRole('radio')) await expect(radio).toBeDisabled()
    })
  },
}

/**
 * WAI-ARIA APG radio group: Tab enters on the first radio when none is checked, Space
 * selects, arrow keys move and select (both axes, wrapping, skipping disabled radios),
 * and Tab comes back to the checked radio.
 */
export const Interaction: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const best = canvas.getByRole('radio', { name: 'Best match' })
    const call = canvas.getByRole('radio', { name: 'Call me first' })
    const none = canvas.getByRole('radio', { name: 'No substitutions' })

    await step('Tab enters the group on the first radio, with a focus ring', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(best).toHaveFocus()
      await expect(best).not.toBeChecked()
      const mark = best.closest('label')?.querySelector('[data-part=item-control]') as Element
      await expect(getComputedStyle(mark).outlineStyle).toBe('solid')
    })
    await step('Space selects the focused radio', async () => {
      await userEvent.keyboard(' ')
      await expect(best).toBeChecked()
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'best' })
    })
    await step('Down and Right move and select; disabled radios are skipped', async () => {
      await userEvent.keyboard('{ArrowDown}')
      await expect(call).toHaveFocus()
      await expect(call).toBeChecked()
      await userEvent.keyboard('{ArrowRight}')
      await expect(none).toHaveFocus()
      await expect(none).toBeChecked()
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'none' })
      await userEvent.keyboard('{ArrowDown}')
      await expect(best).toHaveFocus()
      await expect(best).toBeChecked()
    })
    await step('Up and Left move back, wrapping from the first to the last', async () => {
      await userEvent.keyboard('{ArrowUp}')
      await expect(none).toHaveFocus()
      await expect(none).toBeChecked()
      await userEvent.keyboard('{ArrowLeft}')
      await expect(call).toHaveFocus()
      await expect(call).toBeChecked()
    })
    await step('Tab leaves the group; Shift+Tab returns to the checked radio', async () => {
      await userEvent.tab()
      await expect(canvas.queryAllByRole('radio')).not.toContain(document.activeElement)
      await userEvent.tab({ shift: true })
      await expect(call).toHaveFocus()
    })
    await step('a click on a label selects it; each label is at least 24 px high', async () => {
      await userEvent.click(canvas.getByText('Best match'))
      await expect(best).toBeChecked()
      // A press on the label focuses the radio without a ring.
      const mark = best.closest('label')?.querySelector('[data-part=item-control]') as Element
      await expect(getComputedStyle(mark).outlineStyle).toBe('none')
      const hitArea = best.closest('label')?.getBoundingClientRect()
      await expect(hitArea?.height).toBeGreaterThanOrEqual(24)
      await expect(hitArea?.width).toBeGreaterThanOrEqual(24)
    })
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, Fragment } from 'react'
import { expect, fn, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { atViewport } from '../storybook/breakpoints.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { formatSlotCost } from './format-slot-cost.js'
import { TimeSlotGroup } from './time-slot-group.js'
import type { TimeSlotItem } from './time-slot-types.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-6)' }

/** A morning as flows would hand it in: every cost case and a full slot. */
const slots: TimeSlotItem[] = [
  { value: 'q1-o1', label: '8:00 AM - 9:00 AM', cost: 4.95, vendor: 'Store associates' },
  { value: 'q1-o2', label: '9:00 AM - 10:00 AM', cost: 0, vendor: 'Store associates' },
  { value: 'q1-o3', label: '10:00 AM - 11:00 AM', cost: 9.95, disabled: true },
  { value: 'q1-o4', label: '11:00 AM - 12:00 PM', cost: null, vendor: 'Partner courier' },
  { value: 'q1-o5', label: '12:00 PM - 1:00 PM', cost: 2.5 },
]

const meta = {
  title: 'Components / Scheduling / Time Slot',
  // The id of its first title: links and visual references stay.
  id: 'scheduling-time-slot',
  component: TimeSlotGroup,
  // A props table per part on the docs page, beside TimeSlotGroup's.
  subcomponents: {
    'TimeSlotGroup.Root': documentedPart('TimeSlotGroup.Root', 'div', [
      ['value', 'string | null', 'The chosen slot, when controlled; pair it with onValueChange.'],
      [
        'defaultValue',
        'string | null',
        'The chosen slot on first render, when uncontrolled.',
        'null',
      ],
      [
        'onValueChange',
        '(details: { value: string }) => void',
        'Called when the shopper chooses a slot.',
      ],
      ['hideLabel', 'boolean', 'The label names the group for assistive technology only.', 'false'],
      ['name', 'string', 'Form field name of the radios.', 'the id'],
      ['disabled', 'boolean', 'Every slot is disabled.', 'false'],
      ['required', 'boolean', 'A slot must be chosen to submit the form.', 'false'],
      ['id', 'string', 'Id of the radio group; the parts derive theirs from it.', 'a generated id'],
    ]),
    'TimeSlotGroup.Label': documentedPart('TimeSlotGroup.Label', 'span', [
      ['children', 'ReactNode', 'Names the radio group, e.g. Choose a time.'],
    ]),
    'TimeSlotGroup.Items': documentedPart('TimeSlotGroup.Items', 'div'),
    'TimeSlotGroup.Item': documentedPart('TimeSlotGroup.Item', 'label', [
      ['value!', 'string', 'Identifies the slot; reported by onValueChange.'],
      ['disabled', 'boolean', 'The slot cannot be chosen; arrow keys skip it.', 'false'],
    ]),
    'TimeSlotGroup.ItemControl': documentedPart('TimeSlotGroup.ItemControl', 'div'),
    'TimeSlotGroup.ItemText': documentedPart('TimeSlotGroup.ItemText', 'span', [
      ['children', 'ReactNode', 'The window, e.g. 9:00 AM - 10:00 AM; it names the radio.'],
    ]),
    'TimeSlotGroup.ItemDetails': documentedPart('TimeSlotGroup.ItemDetails', 'span', [
      ['children', 'ReactNode', 'ItemCost and ItemVendor, read with the radio (aria-describedby).'],
    ]),
    'TimeSlotGroup.ItemCost': documentedPart('TimeSlotGroup.ItemCost', 'span', [
      ['children', 'ReactNode', 'The cost line, e.g. formatSlotCost(4.95, labels).'],
    ]),
    'TimeSlotGroup.ItemVendor': documentedPart('TimeSlotGroup.ItemVendor', 'span', [
      ['children', 'ReactNode', 'A muted line under the cost, such as who fulfils the slot.'],
    ]),
    'TimeSlotGroup.ItemHiddenInput': documentedPart('TimeSlotGroup.ItemHiddenInput', 'input', [
      ['aria-describedby', 'string', 'Replaces the id of the item’s details.', 'that id'],
    ]),
  },
  tags: ['autodocs'],
  args: { label: 'Choose a time', slots, onValueChange: fn() },
} satisfies Meta<typeof TimeSlotGroup>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every state, in every banner: a chosen slot, a cost in dollars, 'Free', 'TBD', with and
 * without a vendor, and a disabled slot.
 */
export const States: Story = {
  render: (args) => (
    <AllBanners>
      {() => (
        <div style={stack}>
          <TimeSlotGroup {...args} defaultValue="q1-o2" />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    const slot = (name: string) => banner.getByRole('radio', { name })
    await step('slots are radios named by their window', async () => {
      await expect(banner.getByRole('radiogroup', { name: 'Choose a time' })).toBeVisible()
      await expect(slot('9:00 AM - 10:00 AM')).toBeChecked()
    })
    await step('cost and vendor describe each slot', async () => {
      await expect(slot('8:00 AM - 9:00 AM')).toHaveAccessibleDescription('$4.95 Store associates')
      await expect(slot('9:00 AM - 10:00 AM')).toHaveAccessibleDescription('Free Store associates')
      await expect(slot('11:00 AM - 12:00 PM')).toHaveAccessibleDescription('TBD Partner courier')
      await expect(slot('12:00 PM - 1:00 PM')).toHaveAccessibleDescription('$2.50')
    })
    await step('a disabled slot cannot be chosen', async () => {
      await expect(slot('10:00 AM - 11:00 AM')).toBeDisabled()
    })
  },
}

/**
 * WAI-ARIA radio group: Tab enters on the chosen (or first) slot, arrow keys move and
 * choose, skipping the disabled slot, and wrap around; Tab leaves the group.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  args: { freeLabel: 'No fee', tbdLabel: 'To be confirmed' },
  render: (args) => (
    <>
      <TimeSlotGroup {...args} />
      <button type="button">After the slots</button>
    </>
  ),
  play: async ({ args, canvas, step, userEvent }) => {
    const slot = (name: string) => canvas.getByRole('radio', { name })

    await step('the free and TBD words come from props', async () => {
      await expect(slot('9:00 AM - 10:00 AM')).toHaveAccessibleDescription(
        'No fee Store associates',
      )
      await expect(slot('11:00 AM - 12:00 PM')).toHaveAccessibleDescription(
        'To be confirmed Partner courier',
      )
    })

    await step('Tab enters on the first slot; nothing is chosen yet', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(slot('8:00 AM - 9:00 AM')).toHaveFocus()
      await expect(args.onValueChange).not.toHaveBeenCalled()
    })

    await step('arrow keys move and choose, skipping the disabled slot', async () => {
      await userEvent.keyboard('{ArrowDown}')
      await expect(slot('9:00 AM - 10:00 AM')).toBeChecked()
      await userEvent.keyboard('{ArrowRight}')
      await expect(slot('11:00 AM - 12:00 PM')).toBeChecked()
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        value: 'q1-o4',
        slot: slots[3],
      })
      await userEvent.keyboard('{ArrowUp}')
      await expect(slot('9:00 AM - 10:00 AM')).toBeChecked()
    })

    await step('arrows wrap from the last slot to the first', async () => {
      slot('12:00 PM - 1:00 PM').focus()
      await userEvent.keyboard(' ')
      await expect(slot('12:00 PM - 1:00 PM')).toBeChecked()
      await userEvent.keyboard('{ArrowRight}')
      await expect(slot('8:00 AM - 9:00 AM')).toBeChecked()
    })

    await step('Tab leaves the group; Shift+Tab returns to the chosen slot', async () => {
      await userEvent.tab()
      await expect(canvas.getByRole('button', { name: 'After the slots' })).toHaveFocus()
      await userEvent.tab({ shift: true })
      await expect(slot('8:00 AM - 9:00 AM')).toHaveFocus()
    })

    await step('a click on a card chooses it', async () => {
      await userEvent.click(canvas.getByText('12:00 PM - 1:00 PM'))
      await expect(slot('12:00 PM - 1:00 PM')).toBeChecked()
    })
  },
}

/** A morning as `Parts` shows it: some slots say how many are left. */
const pickupSlots = [
  { value: 'p1', label: '8:00 AM - 9:00 AM', cost: 4.95, lines: ['Only 2 left'] },
  { value: 'p2', label: '9:00 AM - 10:00 AM', cost: 0, lines: ['Store associates'] },
  { value: 'p3', label: '10:00 AM - 11:00 AM', cost: 9.95, lines: ['Full'], disabled: true },
  { value: 'p4', label: '11:00 AM - 12:00 PM', lines: ['Partner courier', 'Only 1 left'] },
]
const costLabels = { freeLabel: 'Free', tbdLabel: 'TBD' }

/**
 * The parts `TimeSlotGroup` is built on, for what the `slots` data cannot say: here more
 * than one line under the cost. The same radios and keyboard; the lines are read with
 * each slot.
 */
export const Parts: Story = {
  render: () => (
    <TimeSlotGroup.Root defaultValue="p2" name="pickup-time">
      <TimeSlotGroup.Label>Pickup time</TimeSlotGroup.Label>
      <TimeSlotGroup.Items>
        {pickupSlots.map(({ value, label, cost, lines, disabled }) => (
          <TimeSlotGroup.Item key={value} value={value} disabled={disabled}>
            <TimeSlotGroup.ItemControl />
            <TimeSlotGroup.ItemText>{label}</TimeSlotGroup.ItemText>
            <TimeSlotGroup.ItemDetails>
              <TimeSlotGroup.ItemCost>{formatSlotCost(cost, costLabels)}</TimeSlotGroup.ItemCost>
              {lines.map((line) => (
                <Fragment key={line}>
                  {' '}
                  <TimeSlotGroup.ItemVendor>{line}</TimeSlotGroup.ItemVendor>
                </Fragment>
              ))}
            </TimeSlotGroup.ItemDetails>
            <TimeSlotGroup.ItemHiddenInput />
          </TimeSlotGroup.Item>
        ))}
      </TimeSlotGroup.Items>
    </TimeSlotGroup.Root>
  ),
  play: async ({ canvas, step, userEvent }) => {
    const slot = (name: string) => canvas.getByRole('radio', { name })
    await step('each slot is read with its lines', async () => {
      await expect(canvas.getByRole('radiogroup', { name: 'Pickup time' })).toBeVisible()
      await expect(slot('9:00 AM - 10:00 AM')).toBeChecked()
      await expect(slot('8:00 AM - 9:00 AM')).toHaveAccessibleDescription('$4.95 Only 2 left')
      await expect(slot('11:00 AM - 12:00 PM')).toHaveAccessibleDescription(
        'TBD Partner courier Only 1 left',
      )
    })
    await step('the arrow keys are the browser’s own, skipping the full slot', async () => {
      slot('9:00 AM - 10:00 AM').focus()
      await userEvent.keyboard('{ArrowDown}')
      await expect(slot('11:00 AM - 12:00 PM')).toHaveFocus()
      await expect(slot('11:00 AM - 12:00 PM')).toBeChecked()
    })
  },
}

export const StatesAt479: Story = { ...States, ...atViewport('phoneMax'), play: undefined }

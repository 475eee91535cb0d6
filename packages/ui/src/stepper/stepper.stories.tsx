import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import { expect, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { documentedPart } from '../storybook/prop-rows.js'
import { Stepper, type StepperStep } from './index.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-6)' }

/** checkout.md "Payment step": two steps, Schedule then Pay. */
const scheduling: StepperStep[] = [
  { label: 'Schedule', status: 'current' },
  { label: 'Pay', status: 'upcoming' },
]
const paying: StepperStep[] = [
  { label: 'Schedule', status: 'completed' },
  { label: 'Pay', status: 'current' },
]
const done: StepperStep[] = [
  { label: 'Schedule', status: 'completed' },
  { label: 'Pay', status: 'completed' },
]

const meta = {
  title: 'Components / Checkout / Stepper',
  // The id of its first title: links and visual references stay.
  id: 'checkout-stepper',
  component: Stepper,
  // A props table per part on the docs page, beside Stepper's.
  subcomponents: {
    'Stepper.Root': documentedPart('Stepper.Root', 'ol', [
      ['aria-label', 'string', 'Names the list, e.g. Checkout progress.'],
    ]),
    'Stepper.Item': documentedPart('Stepper.Item', 'li', [
      [
        'status!',
        "'completed' | 'current' | 'upcoming'",
        'Where the step stands; the current one gets aria-current="step".',
      ],
      ['index!', 'number', 'The step’s position from 0; the indicator shows index + 1.'],
    ]),
    'Stepper.Indicator': documentedPart('Stepper.Indicator', 'span', [
      [
        'children',
        'ReactNode',
        'The disc’s content, hidden from assistive technology.',
        'a tick once completed, else the number',
      ],
    ]),
    'Stepper.Label': documentedPart('Stepper.Label', 'span', [
      ['children', 'ReactNode', 'The step’s name, e.g. Schedule.'],
    ]),
    'Stepper.Status': documentedPart('Stepper.Status', 'span', [
      ['children', 'ReactNode', 'Visually hidden status read after the label, e.g. Completed.'],
    ]),
    'Stepper.Separator': documentedPart('Stepper.Separator', 'span'),
  },
  tags: ['autodocs'],
  args: { steps: paying, 'aria-label': 'Checkout progress' },
} satisfies Meta<typeof Stepper>

export default meta
type Story = StoryObj<typeof meta>

/** Every status, in every banner: on the scheduling step, on the payment step, all done. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {(banner) => (
        <div style={stack}>
          {[scheduling, paying, done].map((steps, index) => (
            <Stepper
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of examples
              key={index}
              steps={steps}
              aria-label={`${banner.name} checkout progress ${index + 1}`}
            />
          ))}
        </div>
      )}
    </AllBanners>
  ),
}

/**
 * A step indicator is read, not operated: an ordered list, the current step marked with
 * `aria-current="step"`, each step's status in text, and nothing in the tab order.
 */
export const Interaction: Story = {
  tags: ['!visual'],
  play: async ({ canvas, step, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Checkout progress' })
    const items = within(list).getAllByRole('listitem')
    await step('an ordered list of the steps, in order', async () => {
      await expect(list.tagName).toBe('OL')
      await expect(items).toHaveLength(2)
    })
    await step('each step says its status; the current one has aria-current="step"', async () => {
      await expect(items[0]).toHaveTextContent('Schedule Completed')
      await expect(items[0]).not.toHaveAttribute('aria-current')
      await expect(items[1]).toHaveTextContent('Pay Current')
      await expect(items[1]).toHaveAttribute('aria-current', 'step')
    })
    await step('the status words are visually hidden; the check mark is decorative', async () => {
      const status = within(items[0] as HTMLElement).getByText('Completed')
      await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1)
      await expect(items[0]?.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull()
    })
    await step('nothing in it takes focus', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(list.contains(document.activeElement)).toBe(false)
    })
  },
}

/** An upcoming step reads "Not Completed" by default; the words come in by props. */
export const UpcomingStep: Story = {
  tags: ['!visual'],
  args: { steps: scheduling, upcomingLabel: 'Not Completed' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items[0]).toHaveAttribute('aria-current', 'step')
    await expect(items[1]).toHaveTextContent('Pay Not Completed')
  },
}

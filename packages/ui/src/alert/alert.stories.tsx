import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { Alert } from './alert.js'
import type { AlertTone } from './alert-types.js'

// Stories are not scanned by Panda (panda.config.ts excludes them): layout uses inline
// styles on the kit's token variables.
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-3)' }

const samples: readonly { tone: AlertTone; title: string; description: string }[] = [
  { tone: 'info', title: 'Heads up', description: 'Delivery windows fill up fast on weekends.' },
  { tone: 'success', title: 'Address saved', description: '12 Orchard Lane is now your default.' },
  { tone: 'warning', title: 'Slot expiring', description: 'Your reserved time slot ends soon.' },
  { tone: 'danger', title: 'Cards not loaded', description: 'Something went wrong.' },
]

const meta = {
  title: 'Components / Feedback / Alert',
  // The id of its first title: links and visual references stay.
  id: 'feedback-alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'danger',
    title: 'Cards not loaded',
    description: 'Something went wrong.',
    actionLabel: 'Retry',
    onAction: fn(),
    onDismiss: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

/** Every tone, then a title-only and a description-only alert, in every banner. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div style={stack}>
          {samples.map((sample) => (
            <Alert
              key={sample.tone}
              {...sample}
              {...(sample.tone === 'danger'
                ? { actionLabel: 'Retry', onAction: () => {}, onDismiss: () => {} }
                : {})}
            />
          ))}
          <Alert tone="success" title="Preferences updated" onDismiss={() => {}} />
          <Alert tone="info" description="Prices may vary in store." />
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('info and success are polite; warning and danger are assertive', async () => {
      await expect(banner.getAllByRole('status')).toHaveLength(4)
      await expect(banner.getAllByRole('alert')).toHaveLength(2)
    })
  },
}

/** A dismissable alert that removes itself after `autoClearMs` (300 ms here). */
function AutoClearing() {
  const [shown, setShown] = useState(true)
  return shown ? (
    <Alert tone="success" title="Address saved" autoClearMs={300} onClear={() => setShown(false)} />
  ) : (
    <p>Cleared</p>
  )
}

/** Retry and dismiss by keyboard, then a message that clears itself after a short time. */
export const Interaction: Story = {
  tags: ['!visual'],
  render: (args) => (
    <div style={stack}>
      <Alert {...args} />
      <AutoClearing />
    </div>
  ),
  play: async ({ args, canvasElement, step, userEvent }) => {
    const canvas = within(canvasElement)
    const alert = canvas.getByRole('alert')
    await step(
      'the action and the × button are reached by Tab and pressed with Enter',
      async () => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
        await userEvent.tab()
        await expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveFocus()
        await userEvent.keyboard('{Enter}')
        await expect(args.onAction).toHaveBeenCalledTimes(1)
        await userEvent.tab()
        await expect(within(alert).getByRole('button', { name: 'Dismiss' })).toHaveFocus()
        await userEvent.keyboard('{Enter}')
        await expect(args.onDismiss).toHaveBeenCalledTimes(1)
      },
    )
    await step('autoClearMs calls onClear after the time', async () => {
      await waitFor(() => expect(canvas.getByText('Cleared')).toBeInTheDocument(), {
        timeout: 2000,
      })
      await expect(canvas.queryByRole('status')).toBeNull()
    })
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/index.js'
import { AllBanners } from '../storybook/all-banners.js'
import { createToaster, Toaster, type ToasterStore, toasterDefaults } from './index.js'

// Stories are not scanned by Panda (panda.config.ts excludes them), so layout here uses
// inline styles on the kit's token variables rather than `css()`.
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 'var(--spacing-3)' }
/**
 * A box that holds the toasts in place of the viewport: `contain: paint` makes it the
 * containing block of the toast group (which Ark fixes to a corner), so one story can show
 * every banner.
 */
const stage: CSSProperties = {
  position: 'relative',
  height: '32rem',
  contain: 'layout paint',
  borderRadius: 'var(--radii-card)',
  background: 'var(--colors-bg-subtle)',
}

/** Sample toasts, one per tone; the type picks the tone (`error` shows as `danger`). */
const samples = [
  {
    type: 'info',
    title: 'Delivery window changed',
    description: 'Your groceries now arrive between 4 and 6 pm.',
  },
  { type: 'success', title: 'Address saved', description: '12 Orchard Lane is your default.' },
  { type: 'warning', title: 'Slot almost gone', description: 'Reserve it within 10 minutes.' },
  { type: 'error', title: 'Card declined', description: 'Try another payment method.' },
] as const

const onUndo = fn()

const meta = {
  title: 'Components / Overlays / Toast',
  // The id of its first title: links and visual references stay.
  id: 'overlays-toast',
  component: Toaster,
  tags: ['autodocs'],
  args: { toaster: createToaster() },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

/** Buttons that raise each kind of toast in the app's toaster (bottom-end of the viewport). */
function ToastButtons() {
  const [toaster] = useState(() => createToaster())
  return (
    <div style={row}>
      {samples.map((sample) => (
        <Button key={sample.type} variant="secondary" onClick={() => toaster.create(sample)}>
          {`Show ${sample.type} toast`}
        </Button>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          toaster.create({
            title: 'Item removed',
            description: 'Bananas, 6 pack',
            action: { label: 'Undo', onClick: onUndo },
          })
        }
      >
        Show toast with action
      </Button>
      <Toaster toaster={toaster} />
    </div>
  )
}

/**
 * Toasts appear in a polite live region (`role="region"`, `aria-live="polite"`), each one
 * `role="status"`; the close button and the action dismiss them.
 */
export const Default: Story = {
  tags: ['!visual'],
  render: () => <ToastButtons />,
  play: async ({ canvas, step }) => {
    const region = await screen.findByRole('region', { name: /^Notifications/ })
    await step('the toasts live in a polite region at the bottom end', async () => {
      await expect(region).toHaveAttribute('aria-live', 'polite')
      await expect(region).toHaveAttribute('data-placement', toasterDefaults.placement)
    })

    for (const sample of samples) {
      await step(
        `a ${sample.type} toast shows its text and its close button dismisses it`,
        async () => {
          await userEvent.click(canvas.getByRole('button', { name: `Show ${sample.type} toast` }))
          const toast = await within(region).findByRole('status', { name: sample.title })
          await expect(toast).toHaveAccessibleDescription(sample.description)
          await expect(toast).toHaveTextContent(sample.title)
          await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
          await waitFor(() =>
            expect(within(region).queryByRole('status', { name: sample.title })).toBeNull(),
          )
        },
      )
    }

    await step('the action runs its callback and dismisses the toast', async () => {
      onUndo.mockClear()
      await userEvent.click(canvas.getByRole('button', { name: 'Show toast with action' }))
      const toast = await within(region).findByRole('status', { name: 'Item removed' })
      await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }))
      await expect(onUndo).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(within(region).queryByRole('status')).toBeNull())
    })

    await step(
      `at most ${toasterDefaults.max} show at once; the next one waits its turn`,
      async () => {
        for (const sample of samples) {
          await userEvent.click(canvas.getByRole('button', { name: `Show ${sample.type} toast` }))
        }
        // A dismissed toast stays in the region (`data-state="closed"`) until it has faded out.
        const shown = () =>
          within(region)
            .queryAllByRole('status')
            .filter((toast) => toast.dataset.state === 'open')
        await waitFor(() => expect(shown()).toHaveLength(toasterDefaults.max))
        const [first] = shown()
        if (!first) throw new Error('No toast to close')
        await userEvent.click(within(first).getByRole('button', { name: 'Close' }))
        // The queued toast takes the freed place.
        await waitFor(() => expect(shown()).toHaveLength(toasterDefaults.max))
        await waitFor(() =>
          expect(within(region).getByRole('status', { name: samples[3].title })).toBeVisible(),
        )
        for (const toast of shown()) {
          await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
        }
        await waitFor(() => expect(within(region).queryByRole('status')).toBeNull())
      },
    )

    // Leave one toast up (5 s by default), so that axe also checks an open toast.
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }))
    await within(region).findByRole('status')
  },
}

/** A toaster whose toasts stay up, with every tone and an action, for the gallery. */
function galleryToaster(): ToasterStore {
  const toaster = createToaster({ max: samples.length + 1 })
  for (const sample of samples) toaster.create({ ...sample, duration: Number.POSITIVE_INFINITY })
  toaster.create({
    title: 'Item removed',
    description: 'Bananas, 6 pack',
    action: { label: 'Undo', onClick: onUndo },
    duration: Number.POSITIVE_INFINITY,
  })
  return toaster
}

function GalleryToasts({ label }: { label: string }) {
  const [toaster] = useState(galleryToaster)
  // In place of the viewport: the group stays inside the stage, 1rem from its edges.
  return (
    <Toaster
      toaster={toaster}
      label={label}
      portalled={false}
      style={{ width: 'calc(100% - var(--spacing-8))' }}
    />
  )
}

/**
 * Every tone in every banner, plus a toast with an action: info, success, warning and
 * danger (an `error` toast). Shown in place so that the three banners sit side by side.
 */
export const AllTones: Story = {
  render: () => (
    <AllBanners>
      {(banner) => (
        <div style={stage}>
          <GalleryToasts label={`${banner.name} notifications`} />
        </div>
      )}
    </AllBanners>
  ),
}

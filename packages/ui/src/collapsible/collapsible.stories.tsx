import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { AllBanners } from '../storybook/all-banners.js'
import { Collapsible } from './collapsible.js'

const meta = {
  title: 'Components / Data Display / Collapsible',
  // The id of its first title: links and visual references stay.
  id: 'data-display-collapsible',
  component: Collapsible,
  tags: ['autodocs'],
  args: {
    summary: 'Order summary',
    children: '12 items, estimated total $84.20.',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Collapsible>

export default meta
type Story = StoryObj<typeof meta>

/** Closed, open, with a heading and disabled, in every banner. */
export const States: Story = {
  render: () => (
    <AllBanners>
      {() => (
        <div>
          <Collapsible summary="Order summary">12 items, estimated total $84.20.</Collapsible>
          <Collapsible summary="Delivery details" headingLevel={3} defaultOpen>
            Thursday 4 PM – 6 PM at 12 Orchard Lane.
          </Collapsible>
          <Collapsible summary="Promotions" disabled>
            No promotions apply.
          </Collapsible>
        </div>
      )}
    </AllBanners>
  ),
  play: async ({ canvas, step }) => {
    const banner = within(canvas.getByRole('region', { name: 'Greenleaf Grocers banner' }))
    await step('each trigger says whether its section is open', async () => {
      await expect(banner.getByRole('button', { name: 'Order summary' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      const details = banner.getByRole('button', { name: 'Delivery details' })
      await expect(details).toHaveAttribute('aria-expanded', 'true')
      await expect(
        banner.getByRole('heading', { level: 3, name: 'Delivery details' }),
      ).toContainElement(details)
    })
  },
}

/** WAI-ARIA disclosure: Tab reaches the trigger; Enter and Space toggle the content. */
export const Interaction: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas, step, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Order summary' })
    await step('the content starts hidden and is controlled by the trigger', async () => {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(canvas.queryByText('12 items, estimated total $84.20.')).not.toBeVisible()
      const controls = trigger.getAttribute('aria-controls') ?? ''
      await expect(document.getElementById(controls)).not.toBeNull()
    })
    await step('Enter opens it', async () => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      await userEvent.tab()
      await expect(trigger).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      // The machine commits the change in its own update: wait for it, not the next line.
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'))
      await waitFor(() =>
        expect(canvas.getByText('12 items, estimated total $84.20.')).toBeVisible(),
      )
      await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true })
    })
    await step('Space closes it', async () => {
      await userEvent.keyboard(' ')
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'))
      await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false })
    })
  },
}

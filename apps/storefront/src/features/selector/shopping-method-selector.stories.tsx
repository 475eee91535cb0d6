// The shopping-method selector on the sandbox's handlers behind MSW, in every sample
// banner: the store menu, the delivery options, the ZIP and service errors, the modal.
import { messages } from '@aisle/api'
import { PageLayout } from '@aisle/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { type SandboxBanner, sandboxStory } from '../../storybook/sandbox-story'
import { StoryPage } from '../../storybook/story-page'
import SelectorModal from './selector-modal'
import { ShoppingMethodSelector } from './shopping-method-selector'

interface SelectorStoryProps {
  layout: 'tabs' | 'list'
  signedIn: boolean
  modal: boolean
  openedFrom: 'header' | 'cart'
  onDone: () => void
}

function SelectorStory({ layout, signedIn, modal, openedFrom, onDone }: SelectorStoryProps) {
  const [open, setOpen] = useState(true)
  if (modal) {
    return (
      <SelectorModal
        open={open}
        onOpenChange={setOpen}
        layout={layout}
        signedIn={signedIn}
        openedFrom={openedFrom}
        onDone={onDone}
        openExternal={() => {}}
      />
    )
  }
  // In the page's frame, as /shopping-method shows it: its gutters and width.
  return (
    <StoryPage>
      <ShoppingMethodSelector
        layout={layout}
        signedIn={signedIn}
        openedFrom={openedFrom}
        renderHeading={(text) => <PageLayout.Title>{text}</PageLayout.Title>}
        headingLevel={1}
        onDone={onDone}
        openExternal={() => {}}
      />
    </StoryPage>
  )
}

const meta = {
  title: 'Screens / Selector / Shopping Method',
  component: SelectorStory,
  args: { layout: 'tabs', signedIn: true, modal: false, openedFrom: 'header', onDone: fn() },
} satisfies Meta<typeof SelectorStory>

export default meta
type Story = StoryObj<typeof meta>

const timeout = { timeout: 5000 }

async function searchZip(root: HTMLElement, zip: string) {
  const canvas = within(root)
  const field = await canvas.findByRole('searchbox', { name: 'ZIP Code' }, timeout)
  await userEvent.clear(field)
  await userEvent.type(field, zip)
  await userEvent.keyboard('{Enter}')
}

const storeMenu = (banner: SandboxBanner): Story => ({
  ...sandboxStory({ banner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'How are you shopping today?' },
        timeout,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Pickup' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await searchZip(canvasElement, '45202abc99')
    await expect(
      await canvas.findByRole('heading', { name: 'More Results' }, timeout),
    ).toBeVisible()
    // Nearest first, miles with 2 decimals; the locker location is tagged.
    const distances = canvas.getAllByText(/^\d+\.\d{2} mi$/).map((e) => e.textContent)
    await expect(distances[0]).toBe('0.82 mi')
    await expect(distances).toEqual(
      [...distances].sort((a, b) => Number.parseFloat(a ?? '') - Number.parseFloat(b ?? '')),
    )
    await expect(canvas.getByText('Locker Pickup')).toBeVisible()
    // §9: the open counter stores of the banner have pickup ready the same day.
    await expect(canvas.getAllByText('Same-day pickup').length).toBeGreaterThan(0)
    await expect(canvas.getAllByRole('button', { name: /^Visit Store/ }).length).toBe(1)
  },
})

export const StoreMenuGreenleaf = storeMenu('greenleaf')
export const StoreMenuHilltop = storeMenu('hilltop')
export const StoreMenuCopperline = storeMenu('copperline')
/**
 * The store menu on a 375 px phone (its visual reference), in the dialog the header opens:
 * the stores in one column.
 */
export const StoreMenuGreenleafPhone: Story = {
  ...sandboxStory({ banner: 'greenleaf', phone: true }),
  args: { modal: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'How are you shopping today?' }, timeout)
    await searchZip(dialog, '45202abc99')
    await expect(
      await within(dialog).findByRole('heading', { name: 'More Results' }, timeout),
    ).toBeVisible()
  },
}

const serviceError = (banner: SandboxBanner): Story => ({
  ...sandboxStory({ banner, faults: { modalityOptions: '5xx' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await searchZip(canvasElement, '45202')
    // §8: other errors keep the ZIP valid and show the 'sorry, it's us' panel with a retry.
    await expect(
      await canvas.findByText(messages.selectorTechnicalDifficulties, {}, timeout),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled()
    await expect(canvas.getByRole('searchbox', { name: 'ZIP Code' })).toHaveValue('45202')
    await expect(canvas.queryByText(messages.invalidZipCode)).toBeNull()
  },
})

export const ServiceErrorGreenleaf = serviceError('greenleaf')
export const ServiceErrorHilltop = serviceError('hilltop')
export const ServiceErrorCopperline = serviceError('copperline')

const invalidZip = (banner: SandboxBanner): Story => ({
  ...sandboxStory({ banner, signedIn: false }),
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // §5: exactly 5 digits to submit; the message is linked to the field.
    await searchZip(canvasElement, '452')
    const field = canvas.getByRole('searchbox', { name: 'ZIP Code' })
    await expect(field).toHaveAccessibleDescription(messages.invalidZipCode)
    await expect(field).toHaveValue('452')
  },
})

export const InvalidZipGreenleaf = invalidZip('greenleaf')
export const InvalidZipHilltop = invalidZip('hilltop')
export const InvalidZipCopperline = invalidZip('copperline')

const noStores = (banner: SandboxBanner): Story => ({
  ...sandboxStory({ banner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // §8: a 400 NO_STORES_FOUND shows the no-store message, not the 'sorry' panel.
    await searchZip(canvasElement, '99990')
    await expect(await canvas.findByText(messages.noStores, {}, timeout)).toBeVisible()
    await expect(canvas.queryByText(messages.selectorTechnicalDifficulties)).toBeNull()
  },
})

export const NoStoresGreenleaf = noStores('greenleaf')
export const NoStoresHilltop = noStores('hilltop')
export const NoStoresCopperline = noStores('copperline')

export const DeliveryGreenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Delivery' }, timeout))
    await searchZip(canvasElement, '45202')
    const start = await canvas.findByRole('button', { name: 'Start Shopping' }, timeout)
    // §4: disabled until a selection of the matching type exists.
    await expect(start).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'All Delivery Providers' })).toBeVisible()
    // §1, §6: the seeded greenleaf shopper is a Boost member and sees the members' fees.
    await expect(canvas.getByText('Boost member fee: Free (regular $9.95)')).toBeVisible()
    await expect(canvas.getByText('Boost member fee: $7.95 (regular $11.95)')).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivery' }))
    await expect(start).toBeEnabled()
    await userEvent.click(start)
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), timeout)
  },
}

/** §1, §6: a shopper who is not signed in is no known member, so the regular fees show. */
export const DeliveryFeesSignedOutGreenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf', signedIn: false }),
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Delivery' }, timeout))
    await searchZip(canvasElement, '45202')
    await expect(await canvas.findByText('Fee: $9.95', {}, timeout)).toBeVisible()
    await expect(canvas.getByText('Fee: $11.95')).toBeVisible()
    await expect(canvas.queryByText(/member fee/)).toBeNull()
  },
}

/** Copperline supports neither delivery nor ship (banner registry, §1): two tabs only. */
export const ListLayoutCopperline: Story = {
  ...sandboxStory({ banner: 'copperline', signedIn: false }),
  args: { layout: 'list', signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Delivery' })).toBeNull()
    await userEvent.click(await canvas.findByRole('button', { name: 'In Store' }, timeout))
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible()
    await searchZip(canvasElement, '40202')
    await expect(
      await canvas.findByRole('heading', { name: 'More Results' }, timeout),
    ).toBeVisible()
  },
}

export const ModalFromCartHilltop: Story = {
  ...sandboxStory({ banner: 'hilltop' }),
  args: { modal: true, openedFrom: 'cart' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Change Store' }, timeout)
    await expect(within(dialog).getByRole('button', { name: 'close dialog' })).toBeVisible()
    await searchZip(dialog, '43215')
    await expect(
      await within(dialog)
        .findByRole('heading', { name: 'Currently Shopping' }, timeout)
        .catch(() => within(dialog).findByRole('heading', { name: 'More Results' }, timeout)),
    ).toBeVisible()
  },
}

export const ChooseStoreCloses: Story = {
  ...sandboxStory({ banner: 'greenleaf' }),
  tags: ['!visual'],
  args: { modal: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'How are you shopping today?' }, timeout)
    await searchZip(dialog, '45202')
    const select = await within(dialog).findAllByRole('button', { name: /^Select Store/ }, timeout)
    await userEvent.click(select[0] as HTMLElement)
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), timeout)
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
  },
}

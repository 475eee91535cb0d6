// The Find a Store page's states on the sandbox's handlers behind MSW (account-area.md §7,
// §8, §9): stores found, none within 500 miles, the search service unavailable.
import { messages } from '@aisle/api'
import { findStoreText, type GeolocationApi } from '@aisle/flows'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PageHeading } from '../../page-heading'
import { type SandboxBanner, sandboxStory } from '../../storybook/sandbox-story'
import { StoryPage } from '../../storybook/story-page'
import { FindStoreScreen } from './find-store-screen'

/** A device that is always at the same place (stories never ask the browser). */
const device: GeolocationApi = {
  getCurrentPosition: (success) =>
    success({
      coords: {
        latitude: 39.1,
        longitude: -84.5,
        accuracy: 10,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
        toJSON: () => ({}),
      },
      timestamp: 0,
      toJSON: () => ({}),
    }),
}

function FindStoreStory() {
  return (
    <StoryPage>
      <PageHeading>{findStoreText.heading}</PageHeading>
      <FindStoreScreen geolocation={device} />
    </StoryPage>
  )
}

const meta = {
  title: 'Screens / Account / Find a Store',
  component: FindStoreStory,
} satisfies Meta<typeof FindStoreStory>

export default meta
type Story = StoryObj<typeof meta>

const timeout = { timeout: 5000 }

async function searchZip(root: HTMLElement, zip: string) {
  const field = await within(root).findByRole('searchbox', { name: 'ZIP Code' }, timeout)
  await userEvent.type(field, zip)
  await userEvent.keyboard('{Enter}')
}

const found = (banner: SandboxBanner): Story => ({
  ...sandboxStory({ banner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await searchZip(canvasElement, '45202')
    await expect(
      await canvas.findByRole('heading', { name: 'Stores Found' }, timeout),
    ).toBeVisible()
    // §9 of the selector: nearest first, miles with 2 decimals.
    const distances = canvas
      .getAllByText(/^\d+\.\d{2} mi$/)
      .map((e) => Number.parseFloat(e.textContent ?? ''))
    await expect(distances).toEqual([...distances].sort((a, b) => a - b))
    await expect(canvas.getByText(/^Your Preferred Store:/)).toBeVisible()
  },
})

export const StoresFoundGreenleaf = found('greenleaf')
export const StoresFoundHilltop = found('hilltop')
/** Stores found on a 375 px phone (its visual reference): the list in the page's gutters. */
export const StoresFoundGreenleafPhone: Story = {
  ...found('greenleaf'),
  ...sandboxStory({ banner: 'greenleaf', phone: true }),
}

export const NoStoresWithin500Miles: Story = {
  ...sandboxStory({ banner: 'greenleaf' }),
  play: async ({ canvasElement }) => {
    await searchZip(canvasElement, '99990')
    await expect(
      await within(canvasElement).findByText(messages.noStoresWithin500Miles, {}, timeout),
    ).toBeVisible()
  },
}

export const SearchServiceUnavailable: Story = {
  ...sandboxStory({ banner: 'greenleaf', faults: { storeLocator: '5xx' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await searchZip(canvasElement, '45202')
    await expect(
      await canvas.findByText(messages.storeSearchUnavailable, {}, timeout),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled()
  },
}

/** shopping-method-selector.md §2: the consent modal, headed 'Find a Store Location Access'. */
export const FindAStoreLocationAccess: Story = {
  ...sandboxStory({ banner: 'greenleaf' }),
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use My Location' }, timeout))
    const dialog = await body.findByRole(
      'dialog',
      { name: 'Find a Store Location Access' },
      timeout,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Allow Location Access' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(
      await canvas.findByRole('heading', { name: 'Stores Found' }, timeout),
    ).toBeVisible()
  },
}

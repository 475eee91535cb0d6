// The Find a Store page's states on the sandbox's handlers behind MSW (account-area.md §7,
// §8, §9): stores found, none within 500 miles, the search service unavailable.
import { messages } from '@aisle/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { type SandboxBanner, sandboxStory } from '../../storybook/sandbox-story'
import { FindStoreScreen } from './find-store-screen'

function FindStoreStory() {
  return (
    <main>
      <h1>Find a Store</h1>
      <FindStoreScreen />
    </main>
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

// Proves the screen-story harness: a component reads the signed-in client from the
// context and fetches the profile from the sandbox's handlers behind MSW.
import { useApiQuery } from '@aisle/api/swr'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useApiClient } from '../api-client'
import { useBanner } from '../banner-context'
import { sandboxStory } from './sandbox-story'

function ProfileProbe() {
  const client = useApiClient()
  const banner = useBanner()
  const { data, error } = useApiQuery(client, 'profile')
  if (error) return <p role="alert">{error.message}</p>
  if (!data) return <p role="status">Loading profile…</p>
  return (
    <p>
      {data.firstName} {data.lastName} shops at {banner.title}
    </p>
  )
}

const meta = {
  title: 'Screens / Harness',
  component: ProfileProbe,
  // Plumbing, not for readers: out of the sidebar and the docs, still a test.
  tags: ['!visual', '!dev', '!autodocs'],
} satisfies Meta<typeof ProfileProbe>

export default meta
type Story = StoryObj<typeof meta>

export const SignedInProfile: Story = {
  ...sandboxStory({ banner: 'hilltop' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/shops at Hilltop/, {}, { timeout: 5000 })).toBeVisible()
  },
}

export const ProfileDown: Story = {
  ...sandboxStory({ banner: 'greenleaf', faults: { profile: '5xx' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeVisible()
  },
}

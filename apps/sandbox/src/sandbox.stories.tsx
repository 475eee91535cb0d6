// The sandbox's own handlers behind MSW, in memory: a story fetches through @aisle/api's
// client and shows what arrives. How any story opts in: .storybook/README.md.
import {
  banners,
  createApiClient,
  isApiError,
  messageFor,
  type WalletServiceCard,
} from '@aisle/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, within } from 'storybook/test'
import { type BannerId, SEEDED_SHOPPERS, sandboxHandlers } from './msw.ts'

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; cards: readonly WalletServiceCard[] }
  | { status: 'failed'; message: string }

const phoneOf = (banner: BannerId) =>
  banners.find((b) => b.id === banner)?.customerService.default.display ?? ''

/** Signs the seeded shopper in, then lists their wallet: real client, sandbox handlers. */
function SandboxWallet({ banner }: { banner: BannerId }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  useEffect(() => {
    let live = true
    let token: string | undefined
    const shopper = SEEDED_SHOPPERS.find((s) => s.banner === banner)
    const client = createApiClient({
      getToken: () => token,
      wallet: { appName: 'CLICKLIST', tenant: banner, authType: 'B2C' },
      messageContext: { phone: phoneOf(banner) },
    })
    const load = async () => {
      const pair = await client.call('signIn', {
        body: { email: shopper?.email ?? '', password: shopper?.password ?? '' },
      })
      token = pair.accessToken
      const wallet = await client.call('wallet', {
        headers: {
          'x-show-snap-card': 'true',
          'x-show-gift-cards': 'true',
          'x-giftcard-balance': 'true',
        },
      })
      if (live) setState({ status: 'loaded', cards: wallet.data.payment.cards })
    }
    load().catch((error: unknown) => {
      if (live) {
        setState({ status: 'failed', message: isApiError(error) ? error.message : String(error) })
      }
    })
    return () => {
      live = false
    }
  }, [banner])

  return (
    <section aria-labelledby="sandbox-wallet-title">
      <h2 id="sandbox-wallet-title">Wallet from the sandbox ({banner})</h2>
      {state.status === 'loading' && <p role="status">Loading…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'loaded' && (
        <ul aria-label="Saved cards">
          {state.cards.map((card) => (
            <li key={card.id}>
              {card.brand} ending in {card.lastFourPan}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const meta = {
  title: 'Sandbox / MSW handlers',
  component: SandboxWallet,
  // Proves the wiring, adds nothing to look at.
  // Plumbing, not for readers: out of the sidebar and the docs, still a test.
  tags: ['!visual', '!dev', '!autodocs'],
  args: { banner: 'hilltop' },
  parameters: { msw: { handlers: sandboxHandlers({ banner: 'hilltop' }) } },
} satisfies Meta<typeof SandboxWallet>

export default meta
type Story = StoryObj<typeof meta>

export const SignedInWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Saved cards' }, { timeout: 5000 })
    const cards = within(list).getAllByRole('listitem')
    await expect(cards.length).toBeGreaterThan(0)
    await expect(within(list).getByText(/^VISA ending in \d{4}$/)).toBeInTheDocument()
  },
}

/** wallet-flyout.md §8 "Per-operation defaults": a 5xx on get cards, switched in the handlers. */
export const GetCardsFault: Story = {
  parameters: {
    msw: { handlers: sandboxHandlers({ banner: 'hilltop', faults: { wallet: '5xx' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      messageFor(
        { area: 'wallet', status: 500, operation: 'getCards' },
        { phone: phoneOf('hilltop') },
      ),
    )
  },
}

import { bannerFetch, type CheckoutModalityType, createApiClient, WALLET_LIMITS } from '@aisle/api'
import { SEEDED_SHOPPERS, sandboxHandlers } from '@aisle/sandbox/msw'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { use, useMemo } from 'react'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { useBanner } from '../../banner-context'
import { type SandboxBanner, sandboxStory } from '../../storybook/sandbox-story'
import type { WalletWidgetConfig } from './wallet-config'
import WalletWidget from './wallet-widget'

// One sign-in per story (each story has a fresh sandbox store): kept outside the
// component, which suspends on it, and cleared before each story.
const tokens = new Map<string, Promise<string>>()

/** Signs the banner's seeded shopper in on the sandbox behind MSW and returns a token. */
function tokenFor(banner: string): Promise<string> {
  const known = tokens.get(banner)
  if (known) return known
  const shopper = SEEDED_SHOPPERS.find((s) => s.banner === banner)
  if (!shopper) throw new Error(`No seeded shopper for ${banner}`)
  const client = createApiClient({ fetch: bannerFetch(banner) })
  const token = client
    .call('signIn', { body: { email: shopper.email, password: shopper.password } })
    .then((pair) => pair.accessToken)
  tokens.set(banner, token)
  return token
}

/** A host page for the widget: its configuration of wallet-flyout.md §1. */
function Host({
  myWallet,
  fulfillmentType,
  orderTotal = 60,
}: {
  myWallet: boolean
  /** The checkout's fulfilment type (checkout mode). */
  fulfillmentType?: CheckoutModalityType
  /** The order total (checkout mode). @default 60 */
  orderTotal?: number
}) {
  const banner = useBanner()
  const value = use(tokenFor(banner.id))
  const config = useMemo(
    (): WalletWidgetConfig => ({
      environment: 'LOCAL',
      authConfig: {
        type: 'B2C',
        token: value,
        getNewToken: async () => undefined,
        redirectToSignIn: () => {},
      },
      appName: 'CLICKLIST',
      tenantName: banner.tenantName,
      bannerDomain: `${banner.id}.example`,
      walletConfig: {
        showSnapCards: true,
        showGiftCards: true,
        getGiftCardBalances: true,
        saveCardOptionEnabled: true,
      },
      ...(myWallet
        ? {}
        : {
            checkoutConfig: {
              orderInfo: {
                total: orderTotal,
                hasSnapEligibleItems: true,
                ebtTotalFromCheckout: 20,
                ...(fulfillmentType === undefined ? {} : { fulfillmentType }),
              },
              getEbtCardPaymentTotal: () => 20,
            },
          }),
      uiConfig: {
        isMyWallet: myWallet,
        paymentSummary: 'Your card will be charged when your order is ready.',
      },
      customerService: banner.customerService,
      // No card-entry frame in Storybook: the card form shows the frame's retry offer.
      cardEntryOrigin: undefined,
      fetch: bannerFetch(banner.id),
    }),
    [banner, value, myWallet, fulfillmentType, orderTotal],
  )
  return <WalletWidget config={config} openOnLoad={myWallet} />
}

const meta = {
  title: 'Screens / Wallet / Wallet Flyout',
  component: Host,
  args: { myWallet: true },
  beforeEach: () => {
    tokens.clear()
  },
} satisfies Meta<typeof Host>
export default meta
type Story = StoryObj<typeof meta>

const on = (
  banner: SandboxBanner,
  faults?: Parameters<typeof sandboxStory>[0] extends infer O
    ? O extends { faults?: infer F }
      ? F
      : never
    : never,
) => sandboxStory(faults ? { banner, faults } : { banner })

const dialog = () => screen.findByRole('dialog', {}, { timeout: 5000 })

/** CARD_LIST in my-wallet mode: sections, preferred badge, expired card, balances, only Close. */
export const MyWalletList: Story = {
  ...on('greenleaf'),
  play: async () => {
    const d = await dialog()
    await expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument()
    await screen.findByText('Expired. Please update your payment info.')
    await expect(d).toHaveTextContent('Preferred')
    await expect(d).toHaveTextContent('$25.00 Remaining')
  },
}

/** The same list on a 375 px phone (its visual reference): the flyout takes the width. */
export const MyWalletListPhone: Story = {
  ...MyWalletList,
  ...sandboxStory({ banner: 'greenleaf', phone: true }),
}

/** Checkout mode: the card box, then the flyout with radio tiles, Confirm and Cancel. */
export const CheckoutTiles: Story = {
  ...on('hilltop'),
  args: { myWallet: false },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add or Change Payment Method' }),
    )
    await screen.findByRole('heading', { name: 'Select Payment' })
    await screen.findByRole('radiogroup', { name: 'Credit & Debit' })
    await screen.findByRole('button', { name: 'Confirm' })
    await screen.findByText(
      'When paying with SNAP EBT, extra charges for fees, substitutions, or weight differences will be billed to your backup payment method.',
    )
  },
}

/**
 * Checkout mode on a 375 px phone, another banner: every tile keeps its name, number and
 * balance on readable lines, actions on their own line.
 */
const copperline = on('copperline')
export const CheckoutTilesPhone: Story = {
  ...CheckoutTiles,
  ...copperline,
  parameters: { ...copperline.parameters, visualViewport: { width: 375, height: 812 } },
}

/**
 * A Delivery checkout with a Diners Club card, which the sandbox refuses for Delivery
 * (its `notAllowedFulfillmentTypes`, ours): the tile is disabled and says why (§2
 * "Checkout tiles").
 */
const notAccepted = on('hilltop')
export const CheckoutCardNotAccepted: Story = {
  ...notAccepted,
  parameters: {
    ...notAccepted.parameters,
    msw: {
      handlers: sandboxHandlers({
        banner: 'hilltop',
        walletCards: [
          {
            id: 'card-diners',
            versionKey: 'v1',
            cardType: 'CREDIT_CARD',
            brand: 'DINERS',
            lastFourPan: '0004',
            bin: '305693',
            expirationMonth: '12',
            expirationYear: '2039',
            defaultApplications: [],
            default: false,
          },
        ],
      }),
    },
  },
  args: { myWallet: false, fulfillmentType: 'Delivery' },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add or Change Payment Method' }),
    )
    await screen.findByText('Diners Club is not accepted for Delivery at this time.')
    const diners = await screen.findByRole('radio', { name: /Diners Club •••• 0004/ })
    await expect(diners).toBeDisabled()
    await expect(diners).not.toBeChecked()
    await expect(screen.getByRole('radio', { name: /Visa •••• 1881/ })).toBeEnabled()
  },
}

/** The card box's load error with Retry (§2 "Card box"). */
export const CardBoxError: Story = {
  ...on('copperline', { wallet: '5xx' }),
  args: { myWallet: false },
  play: async () => {
    await screen.findByText(
      /There was a problem retrieving your cards, please retry/,
      {},
      { timeout: 5000 },
    )
    await screen.findByRole('button', { name: 'Retry' })
  },
}

/** Discard Changes? after changing the selection and pressing Escape (§4 "Closing"). */
export const ExitConfirm: Story = {
  ...on('greenleaf'),
  args: { myWallet: false },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add or Change Payment Method' }),
    )
    const gifts = await screen.findAllByRole('checkbox', { name: /^Gift Card •••• / })
    await userEvent.click(gifts[0] as HTMLElement)
    await userEvent.keyboard('{Escape}')
    await screen.findByText('Discard Changes?')
    await screen.findByRole('button', { name: 'Yes, Discard Changes' })
  },
}

/**
 * ADD_CARD: names, the frame's retry offer, billing and the preferred box. Submit once the
 * shopper's address is the chosen billing address: only the names are missing.
 */
export const AddCardForm: Story = {
  ...on('hilltop'),
  play: async () => {
    await dialog()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Credit/Debit Card' }))
    await screen.findByText('Unable to add card')
    const billing = await screen.findByRole('region', { name: 'Billing Address' })
    await waitFor(() => expect(billing.querySelector('p')).not.toBeNull(), { timeout: 5000 })
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }))
    await screen.findByText('First Name is a required field.')
    await screen.findByText('Last Name is a required field.')
    await expect(screen.queryByText('Please select a billing address.')).toBeNull()
  },
}

/** The same form on a 375 px phone (its visual reference): one field a row. */
export const AddCardFormPhone: Story = {
  ...AddCardForm,
  ...sandboxStory({ banner: 'hilltop', phone: true }),
}

/**
 * ADD_GIFT_CARD: number and PIN are typed in the card-entry frame (§1), which Storybook
 * does not host (no second origin): the form shows the frame's retry offer, the note and
 * the one Confirm. The e2e suite adds gift cards through the real frame.
 */
export const GiftCardForm: Story = {
  ...on('copperline'),
  play: async () => {
    await dialog()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Gift Card' }))
    await screen.findByText('Unable to add card')
    await screen.findByText(
      'Keep your gift card! You will need it for any refunds or additional charges.',
    )
    await screen.findByRole('button', { name: 'Confirm' })
  },
}

/**
 * The billing address form's input caps (wallet-flyout.md §5, §9; WALLET_LIMITS): one
 * character past each cap is not taken, the cap itself is.
 */
export const BillingAddressCaps: Story = {
  ...on('greenleaf'),
  tags: ['!visual'],
  play: async () => {
    await dialog()
    await userEvent.click(await screen.findByRole('button', { name: 'Add Credit/Debit Card' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Edit billing address' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }))
    const caps = [
      ['Street Address', WALLET_LIMITS.billingStreetInput, 'a'],
      ['Apt # Suite or Office (Optional)', WALLET_LIMITS.billingUnitInput, 'b'],
      ['City', WALLET_LIMITS.billingCityInput, 'c'],
      ['Postal Code', WALLET_LIMITS.postalCodeInput, '1'],
    ] as const
    await expect(caps.map(([, cap]) => cap)).toEqual([40, 40, 35, 10])
    for (const [label, cap, char] of caps) {
      const input = await screen.findByLabelText(label, { exact: false })
      await userEvent.type(input, char.repeat(cap + 1))
      await waitFor(() => expect((input as HTMLInputElement).value).toHaveLength(cap))
    }
  },
}

/** Checkout mode: picks gift cards in the flyout, then opens Add Gift Card. */
const pickGiftsThenAdd = async (count: number) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add or Change Payment Method' }))
  const gifts = await screen.findAllByRole('checkbox', { name: /^Gift Card •••• / })
  for (const gift of gifts.slice(0, count)) await userEvent.click(gift)
  await userEvent.click(await screen.findByRole('button', { name: 'Add Gift Card' }))
  await screen.findByRole('heading', { name: 'Add Gift Card' })
}

/**
 * The gift form when the gift cards picked plus the EBT amount cover the order (§8
 * "Gift card form"): the covered text, and Confirm disabled. $25 + $20 EBT of $40.
 */
export const GiftFormCovered: Story = {
  ...on('copperline'),
  tags: ['!visual'],
  args: { myWallet: false, orderTotal: 40 },
  play: async () => {
    await pickGiftsThenAdd(1)
    await screen.findByText(
      'No more gift cards needed. The gift cards already added to this order cover the total cost.',
    )
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  },
}

/** A failed delete: back on the list with the catalogue message (§4). */
export const DeleteFailed: Story = {
  // !visual: outside Storybook's runner (tests/visual) Enter on the focused trigger does not
  // open the actions menu, so the play function stops before the message; the storybook
  // project runs it.
  tags: ['!visual'],
  ...on('hilltop', { deleteWalletCard: '5xx' }),
  play: async () => {
    await dialog()
    const menus = await screen.findAllByRole('button', { name: /Actions for Gift Card/ })
    ;(menus[0] as HTMLElement).focus()
    // The actions menu by keyboard: Enter opens it on its first item (Delete), Enter picks it.
    await userEvent.keyboard('{Enter}')
    const item = await screen.findByRole('menuitem', { name: 'Delete' })
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Card' }, { timeout: 5000 }),
    )
    await waitFor(() =>
      expect(screen.getByText(/There was a problem deleting your card/)).toBeInTheDocument(),
    )
  },
}

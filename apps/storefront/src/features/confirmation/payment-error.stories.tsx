// The payment error (post-auth reject) page, checkout.md §2 and §8, in every banner: the
// modify wording carries the banner's customer-service number.
import { banners } from '@aisle/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { ConfirmationStoryPage, STORY_REJECT_REASON } from './confirmation-story-harness'

const meta = {
  title: 'Screens / Checkout / Payment Error',
  component: ConfirmationStoryPage,
} satisfies Meta<typeof ConfirmationStoryPage>

export default meta
type Story = StoryObj<typeof meta>

type Banner = 'greenleaf' | 'hilltop' | 'copperline'

/** 'We're sorry, we could not complete your order.' with the reason the flow passed on. */
export const Rejected: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: '/story/payment-rejected' }),
  play: async () => {
    await expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "We're sorry, we could not complete your order.",
      }),
    ).toBeVisible()
    await expect(screen.getByText(STORY_REJECT_REASON)).toBeVisible()
    await expect(screen.queryByText(/Error Code/)).toBeNull()
    await expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
  },
}

/** Without a reason. */
export const RejectedNoReason: Story = {
  ...sandboxStory({ banner: 'hilltop', path: '/checkout/payment-error' }),
  play: async () => {
    await expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "We're sorry, we could not complete your order.",
      }),
    ).toBeVisible()
  },
}

const modifyStory = (banner: Banner): Story => ({
  ...sandboxStory({ banner, path: '/checkout/payment-error?isModify=true' }),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Canceled' }),
    ).toBeVisible()
    await expect(screen.getByText('Error Code RV9547')).toBeVisible()
    const record = banners.find((b) => b.id === banner)
    if (!record) throw new Error(`no banner ${banner}`)
    const phone = record.customerService.default
    await expect(
      within(screen.getByRole('main')).getByRole('link', { name: phone.display }),
    ).toHaveAttribute('href', `tel:${phone.e164}`)
    const footer = record.footer.screenReaderLine
    await expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: footer.phone.display }),
    ).toBeVisible()
  },
})

/** isModify=true: 'Order Canceled', the banner's number and Error Code RV9547. */
export const ModifyCanceledGreenleaf = modifyStory('greenleaf')
export const ModifyCanceledHilltop = modifyStory('hilltop')
export const ModifyCanceledCopperline = modifyStory('copperline')

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { AccountStoryRoutes } from '../account/account-story-routes'

const meta = {
  title: 'Screens / Account / Preferences',
  component: AccountStoryRoutes,
} satisfies Meta<typeof AccountStoryRoutes>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
const path = '/account/emailSubscriptions'
const region = async (name: string) => within(await screen.findByRole('region', { name }, wait))
const switchNames = async (name: string) => {
  const set = await region(name)
  const switches = await set.findAllByRole('switch', {}, wait)
  return switches.map(
    (s) => s.getAttribute('aria-label') ?? (s as HTMLInputElement).labels?.[0]?.textContent ?? '',
  )
}

/** Greenleaf's own texts: Specials & Promotions, Monthly Newsletter (account-area.md §2). */
export const Greenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf', path }),
  play: async () => {
    const email = await region('Email Preferences')
    await expect(
      await email.findByRole('switch', { name: /Specials & Promotions/ }, wait),
    ).not.toBeChecked()
    await expect(email.getByRole('switch', { name: /Monthly Newsletter/ })).toBeChecked()
    const sms = await region('Text Message Preferences')
    await expect(await sms.findByRole('switch', { name: /Order Updates/ }, wait)).toBeChecked()
    await expect(sms.getByRole('switch', { name: /Specials & Promotions/ })).not.toBeChecked()
  },
}

/** The same preferences on a 375 px phone (its visual reference). */
export const GreenleafPhone: Story = {
  ...Greenleaf,
  ...sandboxStory({ banner: 'greenleaf', path, phone: true }),
}

/**
 * account-area.md §6 switch `?preferences=profile`: the e-mail set is read through the
 * profile service's communication preferences (§7), so it loads even with the
 * account-management call failing.
 */
export const ProfileServicePath: Story = {
  tags: ['!visual'],
  ...sandboxStory({
    banner: 'greenleaf',
    path: `${path}?preferences=profile`,
    faults: { emailPreferences: '5xx' },
  }),
  play: async () => {
    const email = await region('Email Preferences')
    const specials = await email.findByRole('switch', { name: /Specials & Promotions/ }, wait)
    await userEvent.click(specials)
    await waitFor(() => expect(specials).toBeChecked(), wait)
  },
}

/** Hilltop's order: Join e-VIC first, ExpressLane Offers (account-area.md §2). */
export const Hilltop: Story = {
  ...sandboxStory({ banner: 'hilltop', path }),
  play: async () => {
    const names = await switchNames('Email Preferences')
    await expect(names[0]).toMatch(/Join e-VIC/)
    await expect(names[1]).toMatch(/ExpressLane Offers/)
  },
}

export const Copperline: Story = {
  tags: ['!visual'],
  ...sandboxStory({ banner: 'copperline', path }),
  play: async () => {
    const email = await region('Email Preferences')
    await expect(await email.findByRole('switch', { name: /Digital coupons/ }, wait)).toBeVisible()
  },
}

/** Both sets loading. */
export const Loading: Story = {
  tags: ['!visual'],
  ...sandboxStory({
    path,
    faults: { emailPreferences: 'latency=600000', profile: 'latency=600000' },
  }),
  play: async () => {
    await expect(
      (await screen.findAllByText('Loading your preferences…', {}, wait)).length,
    ).toBeGreaterThan(0)
  },
}

/** The error states: no preferences found (404), and the Specials and Promotions retrieve message. */
export const LoadErrors: Story = {
  ...sandboxStory({ path, faults: { emailPreferences: '404-intent', smsOptInStatus: '5xx' } }),
  play: async () => {
    const email = await region('Email Preferences')
    await expect(
      await email.findByText(
        "We're sorry, but we could not find preferences for your account. Please try again later.",
        {},
        wait,
      ),
    ).toBeVisible()
    const sms = await region('Text Message Preferences')
    await expect(
      await sms.findByText(
        "We're sorry, but we couldn't retrieve your Specials and Promotions preference at this time. Please try again later.",
        {},
        wait,
      ),
    ).toBeVisible()
  },
}

/** Offline: 'Hmmm, looks like we've lost you...'; Try again reloads. */
export const Offline: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path, faults: { emailPreferences: 'drop' } }),
  play: async () => {
    const email = await region('Email Preferences')
    await expect(
      await email.findByText(
        "Hmmm, looks like we've lost you. Please check your internet connection.",
        {},
        wait,
      ),
    ).toBeVisible()
    await expect(email.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A toggle changes at once, then posts; the server's message shows as a warning on the item; updated. */
export const ToggledWithServerMessage: Story = {
  ...sandboxStory({ banner: 'hilltop', path }),
  play: async () => {
    const sms = await region('Text Message Preferences')
    const promo = await sms.findByRole('switch', { name: /Specials & Promotions/ }, wait)
    await userEvent.click(promo)
    await expect(promo).toBeChecked()
    await expect(
      await sms.findByText('Reply STOP to 53744 to opt out at any time.', {}, wait),
    ).toBeVisible()
    await expect(await sms.findByText('Your preferences have been updated.')).toBeVisible()
  },
}

/** A failed post puts the switch back and says why on the item. */
export const ToggleFails: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path, faults: { updateSmsOptIn: '5xx' } }),
  play: async () => {
    const sms = await region('Text Message Preferences')
    const promo = await sms.findByRole('switch', { name: /Specials & Promotions/ }, wait)
    await userEvent.click(promo)
    await waitFor(() => expect(promo).not.toBeChecked(), wait)
    await expect(await sms.findByRole('alert', {}, wait)).toBeVisible()
  },
}

/** Signed out: the page without the account wrapper (account-area.md §1, §6). */
export const SignedOutUnwrapped: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path, signedIn: false }),
  args: { signedIn: false },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Preferences', level: 1 }, wait),
    ).toBeVisible()
    await expect(screen.queryByRole('navigation', { name: 'My Account' })).toBeNull()
    await expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { sandboxStory } from '../../storybook/sandbox-story'
import { AccountStoryRoutes, expectToast } from '../account/account-story-routes'

const meta = {
  title: 'Screens / Account / Address Book',
  component: AccountStoryRoutes,
} satisfies Meta<typeof AccountStoryRoutes>

export default meta
type Story = StoryObj<typeof meta>

const wait = { timeout: 8000 }
const book = '/account/addresses'
const cards = async () => within(await screen.findByRole('list', { name: 'Saved addresses' }, wait))

/** Legacy list: home (mailing) first, Edit and Remove per card, the account menu and breadcrumbs. */
export const LegacyGreenleaf: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: book }),
  play: async () => {
    const list = await cards()
    const titles = list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    await expect(titles).toEqual(['128 Vine St', 'Suite 400 36 Vine St'])
    await expect(screen.getByRole('link', { name: 'Add new address' })).toBeVisible()
    const nav = screen.getByRole('navigation', { name: 'My Account' })
    await expect(within(nav).getByRole('link', { name: 'Address Book' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'My Account', 'Address Book'])
  },
}

/**
 * The same list on a 375 px phone (its visual reference): the cards in one column, no side
 * menu (account-area.md §2: the menu from medium screens).
 */
export const LegacyGreenleafPhone: Story = {
  ...sandboxStory({ banner: 'greenleaf', path: book, phone: true }),
  play: async () => {
    const list = await cards()
    const titles = list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    await expect(titles).toEqual(['128 Vine St', 'Suite 400 36 Vine St'])
    await expect(screen.getByRole('link', { name: 'Add new address' })).toBeVisible()
  },
}

/**
 * account-area.md §6, §7: `?addressCalls=legacy` lists through the legacy account-management
 * call, so the book loads with the profile service's list failing.
 */
export const LegacyAddressCalls: Story = {
  tags: ['!visual'],
  ...sandboxStory({
    banner: 'greenleaf',
    path: `${book}?addressCalls=legacy`,
    faults: { addresses: '5xx' },
  }),
  play: async () => {
    const list = await cards()
    const titles = list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    await expect(titles).toEqual(['128 Vine St', 'Suite 400 36 Vine St'])
  },
}

/** account-area.md §2: Hilltop hides My Prescriptions, says 'Inspiring Donations', has the education link. */
export const LegacyHilltop: Story = {
  ...sandboxStory({ banner: 'hilltop', path: book }),
  play: async () => {
    await cards()
    const nav = within(screen.getByRole('navigation', { name: 'My Account' }))
    await waitFor(
      () => expect(nav.getByRole('link', { name: 'Inspiring Donations' })).toBeVisible(),
      wait,
    )
    await expect(nav.queryByRole('link', { name: 'My Prescriptions' })).toBeNull()
    await expect(nav.getByRole('link', { name: 'Hilltop Learning Kitchen' })).toBeVisible()
  },
}

export const LegacyCopperline: Story = {
  ...sandboxStory({ banner: 'copperline', path: book }),
  play: async () => {
    await cards()
  },
}

/** The spinner while the list loads. */
export const Loading: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path: book, faults: { addresses: 'latency=600000' } }),
  play: async () => {
    await expect(await screen.findByText('Loading your addresses', {}, wait)).toBeInTheDocument()
  },
}

/** A failed load says why and can be retried. */
export const LoadError: Story = {
  ...sandboxStory({ banner: 'hilltop', path: book, faults: { addresses: '5xx' } }),
  play: async () => {
    const alert = await screen.findByRole('alert', {}, wait)
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** 'Confirm Removal' with Cancel and Remove; focus starts on Cancel. */
export const ConfirmRemoval: Story = {
  ...sandboxStory({ path: book }),
  play: async () => {
    const list = await cards()
    await userEvent.click(list.getByRole('button', { name: 'Remove Suite 400 36 Vine St' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    )
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible()
  },
}

/** Cancel closes 'Confirm Removal' and hands focus back to the Remove button that opened it. */
export const CancelRemoval: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path: book }),
  play: async () => {
    const list = await cards()
    const remove = list.getByRole('button', { name: 'Remove Suite 400 36 Vine St' })
    await userEvent.click(remove)
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(remove).toHaveFocus())
    await expect(list.getAllByRole('heading', { level: 2 })).toHaveLength(2)
  },
}

/** Remove → refresh → 'Your address has been removed.'; removing the last leaves only 'Add new address'. */
export const RemovedUntilEmpty: Story = {
  tags: ['!visual'],
  ...sandboxStory({ banner: 'copperline', path: book }),
  play: async () => {
    for (const name of [/^Remove Suite 400/, /^Remove 128/]) {
      const list = await cards()
      await userEvent.click(list.getByRole('button', { name }))
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), wait)
    }
    await expectToast('Your address has been removed.')
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Saved addresses' })).toBeNull())
    const main = screen.getByRole('heading', { name: 'Address Book', level: 1 }).parentElement
    await expect(main).not.toBeNull()
    await expect(screen.getByRole('link', { name: 'Add new address' })).toBeVisible()
  },
}

/** A failed removal keeps the dialog open with the catalogue's message. */
export const RemoveFails: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path: book, faults: { removeAddress: '5xx' } }),
  play: async () => {
    const list = await cards()
    await userEvent.click(list.getByRole('button', { name: /^Remove Suite 400/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await expect(await within(dialog).findByRole('alert', {}, wait)).toBeVisible()
  },
}

/** The newer book (?addressBook=v2): 'Current Address', 'Other Addresses', 'Add New Address'. */
export const NewerBook: Story = {
  ...sandboxStory({ banner: 'hilltop', path: `${book}?addressBook=v2` }),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: 'Current Address' }, wait),
    ).toBeVisible()
    await expect(screen.getByRole('heading', { name: 'Other Addresses' })).toBeVisible()
    await expect(screen.getByRole('button', { name: 'Add New Address' })).toBeEnabled()
  },
}

/** The add modal (650 px) offers Cancel; its fields are the same form. */
export const NewerBookAddModal: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path: `${book}?addressBook=v2` }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }, wait))
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' })
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Make this my mailing address' }),
    ).toBeChecked()
  },
}

/** Editing offers Delete: 'Confirm Removal', then 'Address Is Deleted' / 'Address successfully deleted'. */
export const NewerBookDelete: Story = {
  tags: ['!visual'],
  ...sandboxStory({ path: `${book}?addressBook=v2` }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Suite 400/ }, wait))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Removal' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await expectToast('Address Is Deleted')
    await expectToast('Address successfully deleted')
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Other Addresses' })).toBeNull(),
    )
  },
}

/** The newer book's edit goes through the same verification: a corrected address shows the confirm step in the modal. */
export const NewerBookConfirmStep: Story = {
  ...sandboxStory({ banner: 'copperline', path: `${book}?addressBook=v2` }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^Edit 128/ }, wait))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' })
    const street = within(dialog).getByRole('textbox', { name: /Street Address/ })
    await userEvent.clear(street)
    await userEvent.type(street, '950 Main St')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Address' }, wait)
    await expect(within(confirm).getByRole('radio', { name: /Suggested Address/ })).toBeChecked()
  },
}

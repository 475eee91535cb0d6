// Storybook only: the account pages in their wrapper on a memory router, so a story can
// go from the book to a form and back as the app does.
import { PageLayout } from '@aisle/ui'
import { Route, Routes } from 'react-router'
import { expect, screen, waitFor } from 'storybook/test'
import { AddAddressScreen } from '../address-book/add-address-screen'
import { AddressBookScreen } from '../address-book/address-book-screen'
import { EditAddressScreen } from '../address-book/edit-address-screen'
import { PreferencesScreen } from '../preferences/preferences-screen'
import { AccountLayout } from './account-layout'
import { BannerLogoTable } from './banner-logo-table'

export function AccountStoryRoutes({ signedIn = true }: { signedIn?: boolean }) {
  return (
    <PageLayout.Root>
      <PageLayout.Main>
        <AccountLayout signedIn={signedIn}>
          <Routes>
            <Route path="/account/addresses" element={<AddressBookScreen />} />
            <Route path="/account/address" element={<AddAddressScreen />} />
            <Route path="/account/address/:addressId" element={<EditAddressScreen />} />
            <Route path="/account/emailSubscriptions" element={<PreferencesScreen />} />
            <Route path="/account/dashboard" element={<BannerLogoTable />} />
          </Routes>
        </AccountLayout>
      </PageLayout.Main>
    </PageLayout.Root>
  )
}

/** A toast's text, once it has faded in (toasts enter with an opacity transition). */
export async function expectToast(text: string) {
  await waitFor(
    async () => {
      const toasts = screen.getAllByText(text)
      await expect(toasts.at(-1)).toBeVisible()
    },
    { timeout: 8000 },
  )
}

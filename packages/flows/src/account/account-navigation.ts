import type { BannerRecord } from '@aisle/api'

export interface AccountLink {
  label: string
  href: string
  /** A link off the storefront (the education programme, a hosted wallet). */
  external?: boolean
}

/** What besides the banner decides the account menu (account-area.md §2 and §6). */
export interface AccountNavigationContext {
  /** The hosted-payment wallet switch: its link replaces Wallet when on. */
  hostedWallet?: boolean
  /** Whether the shopper's membership is active. */
  membershipActive?: boolean
  /** The banners enabled for purchase history, from the app-data call, when loaded. */
  purchaseHistoryBanners?: readonly string[]
  /** The profile's `communityRewardsEnabled` for this banner, when loaded. */
  communityRewardsEnabled?: boolean
}

type AccountBanner = Pick<BannerRecord, 'id' | 'xBannerName' | 'accountMenu'>

export const ACCOUNT_DASHBOARD_PATH = '/account/dashboard'

/**
 * The account's left navigation for a banner, in the order of account-area.md §2's
 * table, with each link's visibility rule applied.
 */
export function accountNavigation(
  banner: AccountBanner,
  context: AccountNavigationContext = {},
): AccountLink[] {
  const menu = banner.accountMenu
  const links: AccountLink[] = [
    { label: 'My Account', href: ACCOUNT_DASHBOARD_PATH },
    { label: 'Profile', href: '/account/update' },
    { label: 'Address Book', href: '/account/addresses' },
    { label: 'Preferences', href: '/account/emailSubscriptions' },
  ]
  const purchaseHistory =
    context.purchaseHistoryBanners === undefined
      ? menu.purchaseHistory
      : context.purchaseHistoryBanners.some(
          (name) =>
            name.toLowerCase() === banner.id ||
            name.toLowerCase() === banner.xBannerName.toLowerCase(),
        )
  if (purchaseHistory) links.push({ label: 'Purchase History', href: '/mypurchases' })
  if (context.hostedWallet === true && menu.hostedWalletHref !== undefined) {
    links.push({ label: 'Wallet', href: menu.hostedWalletHref, external: true })
  } else if (!menu.walletHidden) {
    links.push({ label: 'Wallet', href: '/mywallet' })
  }
  links.push({ label: 'Points Summary', href: '/points/summary' })
  if (menu.communityRewardsLabel !== null && context.communityRewardsEnabled !== false) {
    links.push({ label: menu.communityRewardsLabel, href: '/account/communityrewards' })
  }
  if (context.membershipActive === true) {
    links.push({ label: menu.membershipLabel, href: '/membership' })
  }
  if (!menu.prescriptionsHidden) links.push({ label: 'My Prescriptions', href: '/myprescriptions' })
  if (menu.educationLink !== undefined) {
    links.push({ label: menu.educationLink.label, href: menu.educationLink.href, external: true })
  }
  return links
}

export interface Breadcrumb {
  label: string
  href?: string
}

/**
 * Home > My Account > the page (account-area.md §2). On the dashboard itself My Account
 * is the current page.
 */
export function accountBreadcrumbs(pageLabel?: string): Breadcrumb[] {
  const home = { label: 'Home', href: '/' }
  if (pageLabel === undefined || pageLabel === 'My Account') return [home, { label: 'My Account' }]
  return [home, { label: 'My Account', href: ACCOUNT_DASHBOARD_PATH }, { label: pageLabel }]
}

/** The account link whose path is the current page, for `aria-current`. */
export function currentAccountLink(
  links: readonly AccountLink[],
  pathname: string,
): AccountLink | undefined {
  return links.find((link) => !link.external && link.href === pathname)
}

/** The account pages that are not links of the menu, by path pattern (account-area.md §2 "Routes"). */
const accountSubPages: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/account\/address$/, 'Add New Address'],
  [/^\/account\/address\/[^/]+$/, 'Edit Address'],
  // checkout.md §2 "Other links": a placed order's page under Purchase History.
  [/^\/mypurchases\/pending\/[^/]+$/, 'Order Details'],
  // The store search of account-area.md §8, §9 (our path).
  [/^\/account\/findStore$/, 'Find a Store'],
]

/**
 * The breadcrumb label of an account page: the menu link's label for a menu page,
 * 'Add New Address' or 'Edit Address' for the address forms (account-area.md §2).
 * `undefined` for a page outside the account area.
 */
export function accountPageLabel(
  links: readonly AccountLink[],
  pathname: string,
): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const link = currentAccountLink(links, path)
  if (link !== undefined) return link.label
  return accountSubPages.find(([pattern]) => pattern.test(path))?.[1]
}

import { paths } from './messages'

// Every page module, each loaded on first use: one chunk per page.
export const pages = {
  home: () => import('./pages/home-page'),
  addressBook: () => import('./pages/address-book-page'),
  addAddress: () => import('./pages/add-address-page'),
  editAddress: () => import('./pages/edit-address-page'),
  preferences: () => import('./pages/preferences-page'),
  dashboard: () => import('./pages/dashboard-page'),
  profile: () => import('./pages/profile-page'),
  purchaseHistory: () => import('./pages/purchase-history-page'),
  pendingOrder: () => import('./pages/pending-order-page'),
  pointsSummary: () => import('./pages/points-summary-page'),
  communityRewards: () => import('./pages/community-rewards-page'),
  membership: () => import('./pages/membership-page'),
  prescriptions: () => import('./pages/prescriptions-page'),
  scheduling: () => import('./pages/scheduling-page'),
  payment: () => import('./pages/payment-page'),
  orderComplete: () => import('./pages/order-complete-page'),
  paymentError: () => import('./pages/payment-error-page'),
  cart: () => import('./pages/cart-page'),
  cartModify: () => import('./pages/cart-modify-page'),
  startMyCart: () => import('./pages/start-my-cart-page'),
  gotEverything: () => import('./pages/got-everything-page'),
  digitalFaqs: () => import('./pages/digital-faqs-page'),
  coupons: () => import('./pages/coupons-page'),
  help: () => import('./pages/help-page'),
  notFound: () => import('./pages/not-found-page'),
  signIn: () => import('./pages/sign-in-page'),
  shoppingMethod: () => import('./pages/shopping-method-page'),
  findStore: () => import('./pages/find-store-page'),
}

export type PageName = keyof typeof pages

/** The route table of the four specs: path, page, and the layout it sits in. */
export const siteRoutes: ReadonlyArray<readonly [path: string, page: PageName]> = [
  ['/', 'home'],
  // account-area.md §2
  ['/account/addresses', 'addressBook'],
  ['/account/address', 'addAddress'],
  ['/account/address/:addressId', 'editAddress'],
  ['/account/emailSubscriptions', 'preferences'],
  ['/account/dashboard', 'dashboard'],
  ['/account/update', 'profile'],
  ['/mypurchases', 'purchaseHistory'],
  ['/mypurchases/pending/:id', 'pendingOrder'],
  ['/points/summary', 'pointsSummary'],
  ['/account/communityrewards', 'communityRewards'],
  ['/membership', 'membership'],
  ['/myprescriptions', 'prescriptions'],
  // account-area.md §8, §9: the store search (our path)
  ['/account/findStore', 'findStore'],
  // checkout.md §2 Routes
  ['/checkout/:appName/:orderId/complete', 'orderComplete'],
  ['/checkout/payment-error', 'paymentError'],
  ['/cart', 'cart'],
  ['/shopping/cart', 'cart'],
  ['/cart/modify', 'cartModify'],
  ['/products/start-my-cart', 'startMyCart'],
  ['/got-everything', 'gotEverything'],
  ['/topic/digital-faqs', 'digitalFaqs'],
  ['/cl/coupons', 'coupons'],
  ['/i/*', 'help'],
  // shopping-method-selector.md §2: the selector as an inline page (our path)
  ['/shopping-method', 'shoppingMethod'],
  // account-area.md §6, wallet-flyout.md §7: where 401 and 403 send the shopper
  ['/signin', 'signIn'],
  ['*', 'notFound'],
]

/**
 * checkout.md §2 Routes: the checkout steps, each in the checkout layout of its step
 * (routes.tsx), outside the site's layout.
 */
export const checkoutRoutes: ReadonlyArray<
  readonly [path: string, page: PageName, step: 'scheduling' | 'payment']
> = [
  ['/scheduling', 'scheduling', 'scheduling'],
  ['/checkout', 'payment', 'payment'],
]

/**
 * Paths that only send the shopper on (routes.tsx renders a `Navigate`): checkout.md §2
 * Routes, /mywallet opens the wallet on the account landing. The build writes the target's
 * shell and page chunks for them too (src/server.tsx), so the browser fetches those from the
 * HTML instead of from the script after the redirect.
 */
export const redirectRoutes: ReadonlyArray<readonly [path: string, to: string]> = [
  ['/mywallet', paths.walletRedirect],
]

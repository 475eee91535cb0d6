// The storefront's texts, in one place. Page titles come from the specs where they give one.

/** Page headings, by page. */
export const headings = {
  addressBook: 'Address Book',
  addAddress: 'Add New Address',
  editAddress: 'Edit Address',
  preferences: 'Preferences',
  dashboard: 'My Account',
  profile: 'Profile',
  purchaseHistory: 'Purchase History',
  pendingOrder: 'Order Details',
  pointsSummary: 'Points Summary',
  communityRewards: 'Community Rewards',
  prescriptions: 'My Prescriptions',
  scheduling: 'Schedule your order',
  payment: 'Payment details',
  orderComplete: 'Checkout Confirmed',
  cart: 'Cart',
  cartModify: 'Modify Your Order',
  startMyCart: 'Start My Cart',
  gotEverything: 'Got Everything?',
  digitalFaqs: 'Digital FAQs',
  coupons: 'Coupons',
  notFound: 'Page Not Found',
  signIn: 'Sign In',
} as const

/** Sign-in and sign-out (the specs name the page, not its texts). */
export const signIn = {
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
  headerSignIn: 'Sign In',
  headerSignOut: 'Sign Out',
  headerNav: 'Account',
} as const

/** Document titles that differ from the heading: 'Checkout Schedule - / Payment - {banner}' (checkout.md §2). */
export const documentTitles = {
  scheduling: 'Checkout Schedule',
  payment: 'Checkout Payment',
  orderComplete: 'Checkout Confirmed',
} as const

/** The help pages under /i/, by their path after /i/. */
export const helpPages: Readonly<Record<string, string>> = {
  'privacy-policy': 'Privacy Policy',
  'terms/accessibility': 'Accessibility Statement',
  'snap-ebt-faq': 'SNAP EBT FAQ',
  'cookie-settings': 'Cookie Settings',
}

export const layout = {
  skipLink: 'Skip to main content',
  backToCart: 'Back to Cart',
  backToScheduling: 'Back to Scheduling',
  footerLinks: 'Legal',
  accessibility: 'Accessibility Statement',
  privacy: 'Privacy Policy',
  cookieSettings: 'Cookie Settings',
  copyright: (year: number, holder: string) => `© ${year} ${holder}. All rights reserved.`,
  notFoundText: 'The page you are looking for does not exist or has moved.',
  notFoundHome: 'Go to the home page',
  placeholder: 'This page is on its way.',
} as const

/** Where the footer and checkout links lead (checkout.md §2 "Other links"). */
export const paths = {
  home: '/',
  signIn: '/signin',
  cart: '/cart',
  scheduling: '/scheduling',
  accessibility: '/i/terms/accessibility',
  privacy: '/i/privacy-policy',
  cookieSettings: '/i/cookie-settings',
  walletRedirect: '/account/dashboard?link=mywallet',
} as const

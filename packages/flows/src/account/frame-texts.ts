/**
 * Short texts of the pages the checkout and the footer link to (checkout.md §2 "Other
 * links"): the spec names the pages, not their content; the sentences are ours.
 */
export const framePageText = {
  startMyCart:
    'Your cart is empty. Add items from the list below, then check out for pickup or delivery.',
  browseProducts: 'Browse Products',
  goToCart: 'Go to Cart',
  gotEverything: 'Before you check out, look over your cart for anything you might have missed.',
  coupons: 'Digital coupons are applied to eligible items in your cart when you check out.',
  digitalFaqs:
    'Answers to common questions about digital coupons, ordering online and paying with SNAP EBT.',
  helpLinks: 'Help topics',
} as const

/** The help pages under /i/ with their one-paragraph content, by path after /i/. */
export const helpPageText: Readonly<Record<string, string>> = {
  'privacy-policy':
    'How we collect, use and protect your personal information when you shop with us online and in store.',
  'terms/accessibility':
    'We want everyone to be able to shop with us. If something on this site is hard to use, please call customer service.',
  'snap-ebt-faq':
    'You can pay for SNAP-eligible items in pickup and delivery orders with your SNAP EBT card. Only one SNAP EBT card can be saved.',
  'cookie-settings':
    'Choose which optional cookies this site may use. Necessary cookies are always on.',
}

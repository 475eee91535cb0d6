/**
 * The second banner: blue, rounded, Nunito; its own delivery label, customer-service
 * numbers and 'HTPlus' membership (checkout.md §1, shopping-method-selector.md §1).
 * Fictional sample data.
 *
 * @type {import('./banner-source.js').BannerSource}
 */
export const hilltop = {
  id: 'hilltop',
  title: 'Hilltop Market',
  theme: {
    colors: {
      accent: {
        solid: '{colors.blue.700}',
        solidHover: '{colors.blue.800}',
        subtle: '{colors.blue.50}',
        subtleHover: '{colors.blue.100}',
        text: '{colors.blue.700}',
        border: '{colors.blue.600}',
      },
      focusRing: '{colors.copper.600}',
    },
    radii: { control: '{radii.full}', card: '{radii.xl}' },
    fonts: { body: '{fonts.nunito}', heading: '{fonts.nunito}' },
  },
  registry: {
    domain: 'hilltop.example',
    logo: { asset: '/banners/hilltop/logo.svg', width: 168, height: 40 },
    modalityCapabilities: { DELIVERY: true, IN_STORE: true, PICKUP: true, SHIP: false },
    storeLocatorBrand: 'HILLTOP',
    tenantName: 'hilltop',
    xBannerName: 'hilltopmarket',
    deliveryLabel: 'Hilltop Home Delivery',
    membership: {
      name: 'HTPlus',
      plans: [
        { code: 'HTEL', title: 'HTPlus 99' },
        { code: 'HTPL', title: 'HTPlus 69' },
      ],
    },
    accountMenu: {
      purchaseHistory: true,
      walletHidden: false,
      prescriptionsHidden: true,
      communityRewardsLabel: 'Inspiring Donations',
      membershipLabel: 'HTPlus',
      educationLink: { label: 'Hilltop Learning Kitchen', href: 'https://learn.hilltop.example/' },
    },
    customerService: {
      default: { e164: '+18885550120', display: '1-888-555-0120' },
      byHostApplication: {
        MEMBERSHIP: { e164: '+18885550121', display: '1-888-555-0121' },
      },
      byDeliveryVendor: {
        'courier-partner': { e164: '+18885550123', display: '1-888-555-0123' },
        'online-grocer': { e164: '+18885550124', display: '1-888-555-0124' },
      },
    },
    footer: {
      copyrightHolder: 'Hilltop Market',
      screenReaderLine: {
        text: 'Screen reader users who need help with this website may call',
        phone: { e164: '+18885550125', display: '1-888-555-0125' },
      },
    },
  },
}

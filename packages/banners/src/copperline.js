/**
 * A third banner: copper, square corners, serif headings; pickup and in-store only, no
 * purchase history, wallet or prescriptions links, no community rewards; its Membership
 * link carries the main banner's name (account-area.md §2). Fictional sample data.
 *
 * @type {import('./banner-source.js').BannerSource}
 */
export const copperline = {
  id: 'copperline',
  title: 'Copperline Foods',
  theme: {
    colors: {
      bg: { canvas: '{colors.copper.50}', subtle: '{colors.copper.50}' },
      accent: {
        solid: '{colors.copper.700}',
        solidHover: '{colors.copper.800}',
        subtle: '{colors.copper.50}',
        subtleHover: '{colors.copper.100}',
        text: '{colors.copper.700}',
        border: '{colors.copper.600}',
      },
    },
    radii: { control: '{radii.none}', card: '{radii.xs}' },
    fonts: { heading: '{fonts.merriweather}' },
    shadows: { card: '{shadows.md}' },
  },
  registry: {
    domain: 'copperline.example',
    logo: { asset: '/banners/copperline/logo.svg', width: 196, height: 40 },
    modalityCapabilities: { DELIVERY: false, IN_STORE: true, PICKUP: true, SHIP: false },
    storeLocatorBrand: 'COPPERLINE',
    tenantName: 'copperline',
    xBannerName: 'copperlinefoods',
    deliveryLabel: 'Copperline Delivery',
    membership: {
      name: 'Boost',
      plans: [
        { code: 'BST', title: 'Boost' },
        { code: 'BSTL', title: 'Boost Essential' },
      ],
    },
    accountMenu: {
      purchaseHistory: false,
      walletHidden: true,
      prescriptionsHidden: true,
      communityRewardsLabel: 'Community Contributions',
      membershipLabel: 'Boost',
    },
    customerService: {
      default: { e164: '+18775550140', display: '1-877-555-0140' },
      byHostApplication: {},
      byDeliveryVendor: {},
    },
    footer: {
      copyrightHolder: 'Copperline Foods',
      screenReaderLine: {
        text: 'Screen reader users who need help with this website may call',
        phone: { e164: '+18775550145', display: '1-877-555-0145' },
      },
    },
  },
}

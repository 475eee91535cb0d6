/**
 * The main banner: the base theme as it is, every modality, 'Boost' membership.
 * Fictional sample data.
 *
 * @type {import('./banner-source.js').BannerSource}
 */
export const greenleaf = {
  id: 'greenleaf',
  title: 'Greenleaf Grocers',
  theme: {},
  registry: {
    domain: 'greenleaf.example',
    logo: { asset: '/banners/greenleaf/logo.svg', width: 180, height: 40 },
    modalityCapabilities: { DELIVERY: true, IN_STORE: true, PICKUP: true, SHIP: true },
    storeLocatorBrand: 'GREENLEAF',
    tenantName: 'greenleaf',
    xBannerName: 'greenleafgrocers',
    deliveryLabel: 'Greenleaf Delivery',
    membership: {
      name: 'Boost',
      plans: [
        { code: 'BST', title: 'Boost' },
        { code: 'BSTL', title: 'Boost Essential' },
      ],
    },
    accountMenu: {
      purchaseHistory: true,
      walletHidden: false,
      hostedWalletHref: 'https://pay.greenleaf.example/wallet',
      prescriptionsHidden: false,
      communityRewardsLabel: 'Community Rewards',
      membershipLabel: 'Boost',
    },
    customerService: {
      default: { e164: '+18005550100', display: '1-800-555-0100' },
      byHostApplication: {
        MEMBERSHIP: { e164: '+18005550101', display: '1-800-555-0101' },
        RXWEB: { e164: '+18005550102', display: '1-800-555-0102' },
        EPRN: { e164: '+18005550102', display: '1-800-555-0102' },
      },
      byDeliveryVendor: {
        'courier-partner': { e164: '+18005550103', display: '1-800-555-0103' },
        'online-grocer': { e164: '+18005550104', display: '1-800-555-0104' },
      },
    },
    footer: {
      copyrightHolder: 'Greenleaf Grocers',
      screenReaderLine: {
        text: 'Screen reader users who need help with this website may call',
        phone: { e164: '+18005550105', display: '1-800-555-0105' },
      },
    },
  },
}

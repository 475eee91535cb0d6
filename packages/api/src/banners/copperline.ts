import type { BannerRecord } from './banner-record.js'

/**
 * A third banner: pickup and in-store only, no purchase history, wallet or
 * prescriptions links, no community rewards; its Membership link carries the
 * main banner's name (account-area.md §2). Fictional sample data.
 */
export const copperline: BannerRecord = {
  id: 'copperline',
  domain: 'copperline.example',
  title: 'Copperline Foods',
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
    communityRewardsLabel: null,
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
}

import type { CheckoutModalityType } from '@aisle/api'

/** The spec's word for a modality inside a sentence: 'pickup', 'delivery', 'in-store'. */
export const modalityWord = (modality: CheckoutModalityType): string =>
  modality === 'InStore' ? 'in-store' : modality.toLowerCase()

/**
 * The order complete page (checkout.md §2 "Order complete page"). Texts in quotes in the
 * spec are verbatim; where the spec only describes a block (next steps, substitutions,
 * the customer-service line, the modified-order heading) the wording is ours.
 */
export const confirmationText = {
  title: (bannerTitle: string) => `Checkout Confirmed - ${bannerTitle}`,
  thankYou: (modality: CheckoutModalityType) =>
    `Thank you, your ${modalityWord(modality)} order has been placed!`,
  /** The im=true flag: the order was modified, not placed (wording ours). */
  thankYouModified: (modality: CheckoutModalityType) =>
    `Thank you, your ${modalityWord(modality)} order has been updated!`,
  emailNotice: (email: string) => `A confirmation is sent to ${email}.`,
  orderNumber: (id: string) => `Order #${id}`,
  orderedOn: (date: string) => `Ordered on ${date}`,
  addOrEditItems: '+ Add or Edit Items',
  orderDetails: 'Order Details',
  deliveryAddress: 'Delivery Address',
  pickupStore: 'Pickup Store',
  contact: 'Contact',
  timeWindow: 'Time',
  mapOf: (place: string) => `Map of ${place}`,
  openInMaps: 'Get Directions',
  itemCount: (n: number) => `${n} Item(s) in Your Order`,
  paymentSummary: 'Payment Summary',
  /** Get payment's gift card remaining balance (checkout.md §7); the label is ours. */
  giftCardRemaining: 'Gift card remaining balance',
  costChange: 'Cost Change',
  holdNotice:
    'A hold has been placed on your card. The final charge will be made when you receive your items.',
  nextSteps: 'Next Steps',
  pickupSteps: [
    "Track your order and tap 'On My Way' when you leave for the store.",
    "When you arrive, tap 'I'm Here' or call the number on the sign.",
    'We load your items into your car.',
  ],
  deliveryAttendedStep: 'Be present to receive your items during your drop-off window.',
  deliveryUnattendedStep:
    "You chose 'Leave at my door': watch for status updates on your order until it is dropped off.",
  deliveryFinal: 'Take your items and enjoy your day!',
  substitutions: 'Substitutions',
  substitutionsText:
    'If an item is out of stock, we substitute it as your substitution choices allow. You are charged only for the items you receive.',
  saveEvenMore: 'Save Even More!',
  saveEvenMoreText: 'Load digital coupons for your next order.',
  viewCoupons: 'View Coupons',
  forgotSomething: 'Forgot something?',
  forgotSomethingText: 'You can add items to this order from your purchases.',
  viewPurchases: 'View Purchases',
  customerService: 'Customer Service',
  customerServiceText: 'Questions about your order? Call',
  otherItemsReminder: "Don't forget, you have other items in your cart!",
  modalityReminder: (modality: string) =>
    `Don't forget, you have a ${modality} order in your cart!`,
  goToCart: 'Go to Cart',
  loading: 'Loading your order…',
  loadError: 'We could not load your order. Please try again.',
  notFound: 'We could not find this order.',
  tryAgain: 'Try Again',
} as const

/** The pending-order page of an order (checkout.md §2). */
export const pendingOrderPath = (orderId: string) => `/mypurchases/pending/${orderId}`

/** The date the confirmation shows: MM/DD/YYYY (account-area.md §3). */
export function orderedOnDate(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`
}

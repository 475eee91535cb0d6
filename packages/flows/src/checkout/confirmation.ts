import type { CheckoutModalityType } from '@aisle/api'

/** The order complete page (checkout.md §2 "Order complete page"). */
export const confirmationText = {
  title: (bannerTitle: string) => `Checkout Confirmed - ${bannerTitle}`,
  thankYou: (modality: CheckoutModalityType) =>
    `Thank you, your ${modality === 'InStore' ? 'in-store' : modality.toLowerCase()} order has been placed!`,
  emailNotice: (email: string) => `A confirmation is sent to ${email}.`,
  orderNumber: (id: string) => `Order #${id}`,
  orderedOn: (date: string) => `Ordered on ${date}`,
  addOrEditItems: '+ Add or Edit Items',
  orderDetails: 'Order Details',
  itemCount: (n: number) => `${n} Item(s) in Your Order`,
  paymentSummary: 'Payment Summary',
  holdNotice:
    'A hold has been placed on your card. The final charge will be made when you receive your items.',
  saveEvenMore: 'Save Even More!',
  forgotSomething: 'Forgot something?',
  customerService: 'Customer Service',
  otherItemsReminder: "Don't forget, you have other items in your cart!",
  modalityReminder: (modality: string) =>
    `Don't forget, you have a ${modality} order in your cart!`,
  goToCart: 'Go to Cart',
  deliveryFinal: 'Take your items and enjoy your day!',
} as const

/** The pending-order page of an order (checkout.md §2). */
export const pendingOrderPath = (orderId: string) => `/mypurchases/pending/${orderId}`

/** The date the confirmation shows: MM/DD/YYYY (account-area.md §3). */
export function orderedOnDate(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`
}

/** The cost change of a modified order: new total minus previous total (checkout.md §9). */
export function costChange(newTotal: number, previousTotal: number): number {
  return Math.round((newTotal - previousTotal) * 100) / 100
}

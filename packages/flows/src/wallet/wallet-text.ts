/** The wallet flyout's own texts (wallet-flyout.md §2). Catalogue messages live in @aisle/api. */
export const walletText = {
  titleCheckout: 'Select Payment',
  titleMyWallet: 'Wallet',
  titleCheckBalance: 'Check Balance',
  titleAddCard: 'Add Credit/Debit Card',
  titleAddSnap: 'Add SNAP EBT Card',
  titleAddGift: 'Add Gift Card',
  titleEditCard: 'Edit Credit/Debit Card',
  titleAddBillingAddress: 'Add Billing Address',
  titleEditBillingAddress: 'Edit Billing Address',
  cardBoxTitle: 'Payment Method',
  addOrChange: 'Add or Change Payment Method',
  retry: 'Retry',
  remove: 'Remove',
  noBankCardSelected: 'No cards found. Please add a new card by clicking "Add Credit/Debit Card"',
  noCardsAtAll: 'Please add a credit or debit card to proceed with your order.',
  sectionBank: 'Credit & Debit',
  sectionSnap: 'SNAP EBT',
  sectionGift: 'Gift Card',
  addCard: 'Add Credit/Debit Card',
  addSnap: 'Add SNAP EBT Card',
  addGift: 'Add Gift Card',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  edit: 'Edit',
  delete: 'Delete',
  makePreferred: 'Make Preferred',
  preferred: 'Preferred',
  expired: 'Expired. Please update your payment info.',
  checkBalance: 'Check Balance',
  balanceError: 'Balance Error',
  cardInformation: 'Card Information',
  saveCard: 'Save this card',
  makePreferredCard: 'Make this my preferred card',
  submit: 'Submit',
  submitting: 'Submitting Card',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  preferredLockedNote: 'Your reward debit card cannot be unchecked while editing.',
  giftCardNote: 'Keep your gift card! You will need it for any refunds or additional charges.',
  applyGiftCard: 'Apply Gift Card',
  applying: 'Applying...',
  enterPin: 'Enter Your SNAP EBT PIN',
  submittingPin: 'Submitting',
  backToPayment: 'Back to Payment',
  deleteTitle: 'Deleting Payment',
  deleteQuestion: 'Are you sure you want to delete your card?',
  keepCard: 'Keep Card',
  deleteCard: 'Delete Card',
  exitTitle: 'Discard Changes?',
  exitQuestion:
    'If you exit now, your selections will not be saved. Do you want to discard your changes?',
  keepChanges: 'No, Keep Changes',
  discardChanges: 'Yes, Discard Changes',
  addNewAddress: 'Add new address',
  saveAddress: 'Save Address',
  // Billing address labels as the checkout's card form names them (checkout.md §2).
  addressLabel: 'Street Address',
  unitLabel: 'Apt # Suite or Office (Optional)',
  cityLabel: 'City',
  stateLabel: 'State/Province',
  postalCodeLabel: 'Postal Code',
  notSnapEligible: 'The items in your basket are not SNAP eligible',
  snapBackupNote:
    'When paying with SNAP EBT, extra charges for fees, substitutions, or weight differences will be billed to your backup payment method.',
  orderTotalMet:
    'Your order total has been met. You will not be able to apply any more gift cards to your order.',
  giftNeedsBackup:
    'To add gift cards to your order, please first add a credit or debit card as your backup payment method.',
  snapNeedsBackup:
    'To add SNAP EBT cards to your order, please first add a credit or debit card as your backup payment method.',
} as const

/** The success banners (wallet-flyout.md §2 "Success messages"), cleared after 5 s (§9). */
export const walletSuccess = {
  added: { title: 'Card Added!', text: 'Your card has been successfully added.' },
  edited: { title: 'Card Edited!', text: 'Your card has been successfully edited.' },
  deleted: { title: 'Card Deleted!', text: 'Your card has been successfully removed.' },
  preferred: { title: 'Card Updated!', text: 'Your preferred card has been updated.' },
} as const

export type WalletSuccess = keyof typeof walletSuccess

/** How long a success banner stays (wallet-flyout.md §9). */
export const SUCCESS_BANNER_MS = 5000

/** A disabled checkout tile's reason (§2 "Card list"). */
export const cardNotAcceptedText = (brand: string, fulfillment: string) =>
  `${brand} is not accepted for ${fulfillment} at this time.`

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 'N Remaining' of an EBT or gift card balance. */
export const remainingText = (amount: number) => `${usd.format(amount)} Remaining`

/** Card display names by card art type (§2): KPMC and FMPMC have their own. */
export const cardDisplayNames: Readonly<Record<string, string>> = {
  KPMC: 'Rewards World Credit',
  FMPMC: 'Rewards Credit',
}

/** The brand names card rows show (the service sends codes). */
export const cardBrandNames: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
  EBT: 'SNAP EBT',
}

export { AgeVerificationDialog, type AgeVerificationDialogProps } from './age-verification-dialog'
export { TermsDialog } from './terms-dialog'

export { ACCOUNT_NAV_LABEL, AccountLayout } from './account-layout'
export { accountToaster } from './account-toaster'
export { routerLink } from './router-link'

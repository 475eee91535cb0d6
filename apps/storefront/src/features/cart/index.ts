export { CartPageBody } from './cart-page-body'
export { CartScreen, type CartScreenProps } from './cart-screen'
export { SignInPrompt } from './sign-in-prompt'

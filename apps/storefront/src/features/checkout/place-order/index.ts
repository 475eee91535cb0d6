export { PlaceOrderButton, type PlaceOrderButtonProps } from './place-order-button'

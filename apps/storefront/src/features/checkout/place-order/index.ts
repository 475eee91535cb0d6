// The page's order button: its flow loads on intent (place-order-slot.tsx).
export type { PlaceOrderButtonProps } from './place-order-button'
export { PlaceOrderSlot as PlaceOrderButton } from './place-order-slot'

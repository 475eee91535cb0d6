export { PendingOrderScreen } from './pending-order-screen'
export { PurchasesScreen } from './purchases-screen'

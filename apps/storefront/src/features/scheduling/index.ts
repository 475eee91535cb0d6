export {
  preloadDeliveryFilters,
  SchedulingScreen,
  type SchedulingScreenProps,
} from './scheduling-screen'

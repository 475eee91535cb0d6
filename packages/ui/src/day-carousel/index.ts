export { DayCarousel, type DayCarouselProps } from './day-carousel.js'
export { DAY_CAROUSEL_MAX_DAYS } from './day-carousel-dev-warning.js'
export type { DayCarouselDay, DayCarouselValueChangeDetails } from './day-carousel-types.js'

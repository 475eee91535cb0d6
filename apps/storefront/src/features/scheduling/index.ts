export { SchedulingScreen, type SchedulingScreenProps } from './scheduling-screen'

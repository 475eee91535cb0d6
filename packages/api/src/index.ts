export { type Health, healthSchema } from './health.ts'

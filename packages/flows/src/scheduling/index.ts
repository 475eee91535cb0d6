export * from './scheduling.js'

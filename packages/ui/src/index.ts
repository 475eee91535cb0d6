export { Button, type ButtonProps } from './button/index.ts'

export {
  Stepper,
  type StepperProps,
  type StepperStep,
  type StepperStepStatus,
} from './stepper.js'

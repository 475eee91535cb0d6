export {
  StepperIndicator as Indicator,
  type StepperIndicatorProps as IndicatorProps,
  StepperItem as Item,
  type StepperItemProps as ItemProps,
  StepperLabel as Label,
  type StepperLabelProps as LabelProps,
  StepperRoot as Root,
  type StepperRootProps as RootProps,
  StepperSeparator as Separator,
  type StepperSeparatorProps as SeparatorProps,
  StepperStatus as Status,
  type StepperStatusProps as StatusProps,
} from './stepper-parts.js'

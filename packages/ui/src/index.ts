// Ark UI's Portal, for the overlays (Dialog, Flyout) a host opens: with it, a host needs no
// direct dependency on @ark-ui/react.
export { Portal, type PortalProps } from '@ark-ui/react/portal'
export { Alert, type AlertProps, type AlertTone } from './alert/index.js'
export { Badge, type BadgeProps, type BadgeTone } from './badge/index.js'
export {
  type BannerLogo,
  type BannerPresentation,
  BannerScope,
  type BannerScopeProps,
  Logo,
  type LogoProps,
  useBannerScope,
} from './banner-scope/index.js'
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs/index.js'
export { Button, type ButtonProps } from './button/index.js'
export {
  AddressCard,
  type AddressCardProps,
  CardRow,
  type CardRowCardProps,
  cardExpiryDate,
  MaskedCardNumber,
  type MaskedCardNumberProps,
  PaymentCardRow,
  type PaymentCardRowProps,
  StoreResultCard,
  type StoreResultCardProps,
} from './card-row/index.js'
export { Checkbox, type CheckboxCheckedState, type CheckboxProps } from './checkbox/index.js'
export { Collapsible, type CollapsibleProps } from './collapsible/index.js'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/index.js'
export {
  type CurrencyAmount,
  CurrencyInput,
  type CurrencyInputProps,
  type CurrencyInputValueChangeDetails,
} from './currency-input/index.js'
export { DataList } from './data-list/index.js'
export {
  DateInput,
  type DateInputDate,
  type DateInputProps,
  type DateInputValueChangeDetails,
} from './date-input/index.js'
export {
  DAY_CAROUSEL_MAX_DAYS,
  DayCarousel,
  type DayCarouselDay,
  type DayCarouselProps,
  type DayCarouselValueChangeDetails,
} from './day-carousel/index.js'
export { Dialog } from './dialog/index.js'
export { Field, type FieldBaseProps, type FieldProps } from './field/index.js'
export { Flyout } from './flyout/index.js'
export { IconButton, type IconButtonProps } from './icon-button/index.js'
export {
  CalendarIcon,
  CardIcon,
  CartIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  CloseIcon,
  createIcon,
  EditIcon,
  ErrorIcon,
  ExternalLinkIcon,
  HomeIcon,
  type Icon,
  type IconProps,
  InfoIcon,
  LocationIcon,
  LockIcon,
  MoreVerticalIcon,
  PlusIcon,
  SearchIcon,
  StoreIcon,
  SuccessIcon,
  TrashIcon,
  TruckIcon,
  UserIcon,
  WarningIcon,
} from './icons/index.js'
export {
  ImageSummary,
  type ImageSummaryImage,
  type ImageSummaryProps,
} from './image-summary/index.js'
export {
  Columns,
  type ColumnsProps,
  Inline,
  type InlineProps,
  type LayoutGap,
  Stack,
  type StackProps,
  Surface,
} from './layout/index.js'
export { Link, type LinkProps, type RenderLink, type RenderLinkProps } from './link/index.js'
export { MapPlaceholder, type MapPlaceholderProps } from './map-placeholder/index.js'
export {
  MaskedInput,
  type MaskedInputProps,
  type MaskedInputValueChangeDetails,
} from './masked-input/index.js'
export { Menu, type MenuItem, MenuParts, type MenuProps } from './menu/index.js'
export { MessageDialog, type MessageDialogProps } from './message-dialog/index.js'
export { NativeSelect, type NativeSelectProps } from './native-select/index.js'
export { PageLayout } from './page-layout/index.js'
export { PinInput, type PinInputProps, type PinInputValueDetails } from './pin-input/index.js'
export { Placeholder, type PlaceholderProps } from './placeholder/index.js'
export {
  RadioGroup,
  type RadioGroupItem,
  type RadioGroupProps,
  type RadioGroupValueChangeDetails,
} from './radio-group/index.js'
export {
  RadioTile,
  RadioTileGroup,
  type RadioTileGroupProps,
  type RadioTileItem,
  type RadioTileValueChangeDetails,
} from './radio-tile/index.js'
export {
  SearchBox,
  type SearchBoxMode,
  type SearchBoxProps,
  type SearchBoxValueChangeDetails,
} from './search-box/index.js'
export {
  Select,
  type SelectItem,
  type SelectProps,
  type SelectValueChangeDetails,
} from './select/index.js'
export {
  SideNav,
  type SideNavGroup,
  type SideNavItem,
  type SideNavProps,
} from './side-nav/index.js'
export { SiteFooter } from './site-footer/index.js'
export { SiteHeader } from './site-header/index.js'
export { Skeleton, type SkeletonProps } from './skeleton/index.js'
export { Spinner, type SpinnerProps } from './spinner/index.js'
export {
  Stepper,
  type StepperProps,
  type StepperStep,
  type StepperStepStatus,
} from './stepper/index.js'
export { Switch, type SwitchCheckedChangeDetails, type SwitchProps } from './switch/index.js'
export { Table } from './table/index.js'
export { Tabs } from './tabs/index.js'
export {
  TextField,
  type TextFieldProps,
  type TextFieldValueChangeDetails,
} from './text-field/index.js'
export {
  formatSlotCost,
  type SlotCostLabels,
  TimeSlotGroup,
  type TimeSlotGroupProps,
  type TimeSlotItem,
  type TimeSlotValueChangeDetails,
} from './time-slot/index.js'
export {
  type CreateToasterOptions,
  createToaster,
  Toast,
  Toaster,
  type ToasterProps,
  type ToasterStore,
  type ToastTone,
} from './toast/index.js'
export {
  shouldShowOnce,
  Tooltip,
  type TooltipProps,
  type TooltipShowOnceOptions,
  type TooltipShowOnceStorage,
} from './tooltip/index.js'

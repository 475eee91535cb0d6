import { createIcon } from './create-icon.js'

// Each icon is a pure call, so bundlers drop the ones an app does not import.

/** Points back, e.g. to the previous day or page. */
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(
  'ChevronLeftIcon',
  <path d="M15 18l-6-6 6-6" />,
)
/** Points forward; also the breadcrumb separator. */
export const ChevronRightIcon = /* @__PURE__ */ createIcon(
  'ChevronRightIcon',
  <path d="M9 18l6-6-6-6" />,
)
/** Opens a section or list below. */
export const ChevronDownIcon = /* @__PURE__ */ createIcon(
  'ChevronDownIcon',
  <path d="M6 9l6 6 6-6" />,
)
/** Closes or dismisses. */
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />)
/** Search. */
export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
)
/** A tick: done or selected. */
export const CheckIcon = /* @__PURE__ */ createIcon(
  'CheckIcon',
  <path d="M5 12.5l4.5 4.5L19 7.5" />,
)
/** An "i" in a circle: information. */
export const InfoIcon = /* @__PURE__ */ createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5h.01" />
  </>,
)
/** An exclamation mark in a triangle: warning. */
export const WarningIcon = /* @__PURE__ */ createIcon(
  'WarningIcon',
  <>
    <path d="M10.3 3.9 2.5 17.5a2 2 0 0 0 1.7 3h15.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 16.5h.01" />
  </>,
)
/** An exclamation mark in an octagon: error. */
export const ErrorIcon = /* @__PURE__ */ createIcon(
  'ErrorIcon',
  <>
    <path d="M7.9 2.5h8.2l5.4 5.4v8.2l-5.4 5.4H7.9l-5.4-5.4V7.9z" />
    <path d="M12 7.5V13M12 16.5h.01" />
  </>,
)
/** A tick in a circle: success. */
export const SuccessIcon = /* @__PURE__ */ createIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </>,
)
/** Add. */
export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />)
/** A pencil: edit. */
export const EditIcon = /* @__PURE__ */ createIcon(
  'EditIcon',
  <path d="M4 20h4L19 9a2.83 2.83 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />,
)
/** A bin: delete. */
export const TrashIcon = /* @__PURE__ */ createIcon(
  'TrashIcon',
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
)
/** Three vertical dots: more actions. */
export const MoreVerticalIcon = /* @__PURE__ */ createIcon(
  'MoreVerticalIcon',
  <g fill="currentColor" stroke="none">
    <circle cx="12" cy="5" r="1.75" />
    <circle cx="12" cy="12" r="1.75" />
    <circle cx="12" cy="19" r="1.75" />
  </g>,
)
/** A map pin: an address or a store's place. */
export const LocationIcon = /* @__PURE__ */ createIcon(
  'LocationIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
)
/** A shop front: in-store or pickup. */
export const StoreIcon = /* @__PURE__ */ createIcon(
  'StoreIcon',
  <path d="M3 9l2-5h14l2 5zM5 9v11h14V9M10 20v-6h4v6" />,
)
/** A delivery truck. */
export const TruckIcon = /* @__PURE__ */ createIcon(
  'TruckIcon',
  <>
    <path d="M2 6h12v10.5H2zM14 9h4l3 3.5v4h-7" />
    <circle cx="6.5" cy="18" r="1.75" />
    <circle cx="17.5" cy="18" r="1.75" />
  </>,
)
/** A calendar: a day. */
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
)
/** A clock: a time or time slot. */
export const ClockIcon = /* @__PURE__ */ createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
)
/** A payment card. */
export const CardIcon = /* @__PURE__ */ createIcon(
  'CardIcon',
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </>,
)
/** A padlock: secure or locked. */
export const LockIcon = /* @__PURE__ */ createIcon(
  'LockIcon',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
)
/** A person: the account. */
export const UserIcon = /* @__PURE__ */ createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
)
/** A shopping cart. */
export const CartIcon = /* @__PURE__ */ createIcon(
  'CartIcon',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.3a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.2L21 7H6" />
  </>,
)
/** A house: home. */
export const HomeIcon = /* @__PURE__ */ createIcon(
  'HomeIcon',
  <path d="M3 10.5 12 3l9 7.5M5 9v11h14V9M10 20v-6h4v6" />,
)
/** An arrow out of a box: a link that leaves the site. */
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(
  'ExternalLinkIcon',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
)

export {
  SearchBox,
  type SearchBoxProps,
  type SearchBoxValueChangeDetails,
} from './search-box.js'
export { cleanSearchValue, type SearchBoxMode } from './search-box-value.js'

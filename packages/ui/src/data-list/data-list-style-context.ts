import { dataList } from '#styled-system/recipes'
import { createStyleContext } from '../style-context/style-context.js'

/** Hands the data list recipe's slot classes from `DataList.Root` down to every part. */
export const { withProvider, withContext } = createStyleContext(dataList)

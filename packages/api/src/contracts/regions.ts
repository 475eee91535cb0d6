/**
 * Regions of the address forms: 50 US states plus DC, and 13 Canadian provinces and
 * territories, as two-letter codes with names (wallet-flyout.md §3 "Regions",
 * account-area.md §5, shopping-method-selector.md §5).
 */
export const usRegions = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const

export const canadianRegions = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const

export type UsRegionCode = keyof typeof usRegions
export type CanadianRegionCode = keyof typeof canadianRegions
export type RegionCode = UsRegionCode | CanadianRegionCode
export type CountryCode = 'US' | 'CA'

export const usRegionCodes = Object.keys(usRegions) as UsRegionCode[]
export const canadianRegionCodes = Object.keys(canadianRegions) as CanadianRegionCode[]

export function isCanadianRegion(code: string): code is CanadianRegionCode {
  return Object.hasOwn(canadianRegions, code.toUpperCase())
}

export function isUsRegion(code: string): code is UsRegionCode {
  return Object.hasOwn(usRegions, code.toUpperCase())
}

/**
 * The country of a state or province code: CA for a Canadian province or territory,
 * otherwise US, which is also the default (shopping-method-selector.md §5 "Address").
 */
export function countryOfRegion(code: string | undefined): CountryCode {
  return code !== undefined && isCanadianRegion(code) ? 'CA' : 'US'
}

/**
 * The code of a region given by name or code ('Ohio' or 'oh' gives 'OH'), for forms
 * that convert state names to abbreviations (checkout.md §5); `undefined` if unknown.
 */
export function regionCodeOf(nameOrCode: string): RegionCode | undefined {
  const wanted = nameOrCode.trim().toUpperCase()
  for (const [code, name] of [...Object.entries(usRegions), ...Object.entries(canadianRegions)]) {
    if (code === wanted || name.toUpperCase() === wanted) return code as RegionCode
  }
  return undefined
}

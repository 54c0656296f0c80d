/** U.S. states, DC and the territories BLS publishes, by postal abbreviation. */
export const US_STATES: Readonly<Record<string, string>> = {
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
  GU: 'Guam',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
};

const byName = new Map(Object.values(US_STATES).map((name) => [name.toLowerCase(), name]));

/** The U.S. state a location's state part names ("IL", "il", "Illinois"), or null. */
export function usStateName(state: string): string | null {
  const text = state.trim().replace(/\./g, '');
  if (!text) return null;
  return US_STATES[text.toUpperCase()] ?? byName.get(text.toLowerCase()) ?? null;
}

/** docs/product.md §5 Location: a missing country is the US; these spellings mean it too. */
export function isUnitedStates(country: string): boolean {
  return /^(us|usa|u\.s\.a?\.?|united states( of america)?|america)$/i.test(country.trim());
}

/**
 * Which province or state a post code belongs to, for the countries whose post codes say it (audit AN6: "28013,
 * Barcelona" and "90210, New York" were saved, and freight is priced by region). Facts of the postal systems, written
 * here as data: Spain's first two digits are the province (INE), Thailand's the province (Thailand Post), France's
 * the département (three digits overseas), which names the region the address form offers, and the first three digits
 * of a US ZIP code name the state. A country not here, or a prefix not in its table, is not judged.
 */

/** Spain: the province of each first two digits (ISO 3166-2:ES subdivision codes). */
// biome-ignore format: a table, as the postal tables write it
const ES: Record<string, string> = {
  '01': 'VI', '02': 'AB', '03': 'A', '04': 'AL', '05': 'AV', '06': 'BA', '07': 'PM', '08': 'B', '09': 'BU',
  '10': 'CC', '11': 'CA', '12': 'CS', '13': 'CR', '14': 'CO', '15': 'C', '16': 'CU', '17': 'GI', '18': 'GR',
  '19': 'GU', '20': 'SS', '21': 'H', '22': 'HU', '23': 'J', '24': 'LE', '25': 'L', '26': 'LO', '27': 'LU',
  '28': 'M', '29': 'MA', '30': 'MU', '31': 'NA', '32': 'OR', '33': 'O', '34': 'P', '35': 'GC', '36': 'PO',
  '37': 'SA', '38': 'TF', '39': 'S', '40': 'SG', '41': 'SE', '42': 'SO', '43': 'T', '44': 'TE', '45': 'TO',
  '46': 'V', '47': 'VA', '48': 'BI', '49': 'ZA', '50': 'Z', '51': 'CE', '52': 'ML',
};

/**
 * Thailand: the provinces of each first two digits (ISO 3166-2:TH codes). From 20 on they are the ISO numbers; around
 * Bangkok the postal numbers run one behind (Nonthaburi 11 is TH-12 ... Saraburi 18 is TH-19), Samut Prakan shares
 * Bangkok's 10, and Pattaya (TH-S) is in Chon Buri's 20.
 */
const TH_CENTRAL: Record<string, string[]> = {
  '10': ['10', '11'],
  '11': ['12'],
  '12': ['13'],
  '13': ['14'],
  '14': ['15'],
  '15': ['16'],
  '16': ['17'],
  '17': ['18'],
  '18': ['19'],
  '20': ['20', 'S'],
};
// biome-ignore format: a table, as the postal tables write it
const TH_SAME = [
  21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52,
  53, 54, 55, 56, 57, 58, 60, 61, 62, 63, 64, 65, 66, 67, 70, 71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 90,
  91, 92, 93, 94, 95, 96,
];
const TH: Record<string, string[]> = {
  ...TH_CENTRAL,
  ...Object.fromEntries(TH_SAME.map((n) => [String(n), [String(n)]])),
};

/** France: the region (ISO 3166-2:FR) of each département's two digits; Corsica's 2A and 2B both write 20. */
const FR_REGIONS: Record<string, string[]> = {
  ARA: ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'],
  BFC: ['21', '25', '39', '58', '70', '71', '89', '90'],
  BRE: ['22', '29', '35', '56'],
  CVL: ['18', '28', '36', '37', '41', '45'],
  COR: ['20'],
  GES: ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88'],
  HDF: ['02', '59', '60', '62', '80'],
  IDF: ['75', '77', '78', '91', '92', '93', '94', '95'],
  NOR: ['14', '27', '50', '61', '76'],
  NAQ: ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'],
  OCC: ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'],
  PDL: ['44', '49', '53', '72', '85'],
  PAC: ['04', '05', '06', '13', '83', '84'],
};
/**
 * France overseas: three digits. Saint-Barthélemy (97133) and Saint-Martin (97150) write Guadeloupe's 971; 98 is
 * Monaco's (another country) below 984.
 */
const FR_OVERSEAS: Record<string, string[]> = {
  '971': ['GP', 'BL', 'MF'],
  '972': ['MQ'],
  '973': ['GF'],
  '974': ['RE'],
  '975': ['PM'],
  '976': ['YT'],
  '984': ['TF'],
  '986': ['WF'],
  '987': ['PF'],
  '988': ['NC'],
};
const FR: Record<string, string[]> = Object.fromEntries(
  Object.entries(FR_REGIONS).flatMap(([region, departments]) => departments.map((d) => [d, [region]])),
);

/** United States: the state of each range of ZIP codes' first three digits (USPS), as [first, last, state]. */
// biome-ignore format: a table, as the postal tables write it
const US_RANGES: Array<[number, number, string]> = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'],
  [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [90, 99, 'AE'],
  [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'],
  [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'],
  [320, 339, 'FL'], [340, 340, 'AA'], [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'],
  [398, 399, 'GA'], [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'],
  [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'],
  [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'],
  [730, 732, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'],
  [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'],
  [900, 961, 'CA'], [962, 966, 'AP'], [967, 968, 'HI'], [969, 969, 'GU'], [970, 979, 'OR'], [980, 994, 'WA'],
  [995, 999, 'AK'],
];
/** The Pacific islands share Guam's 969; American Samoa is 96799, in Hawaii's 967. */
const US_SHARED: Record<string, string[]> = { '969': ['GU', 'MP', 'PW', 'FM', 'MH'], '967': ['HI', 'AS'] };
/**
 * ZIP codes whose delivery area crosses a state line (Fort Campbell, Texarkana's neighbours, Fishers Island ...): the
 * other state is right too. Listing one too many only leaves that code unjudged for that state.
 */
// biome-ignore format: a table, as the postal tables write it
const US_ACROSS: Record<string, string[]> = {
  '02861': ['MA'], '06390': ['NY'], '20135': ['WV'], '42223': ['TN'], '57724': ['MT'], '59221': ['ND'],
  '63673': ['IL'], '71749': ['LA'], '73949': ['TX'], '81137': ['NM'], '82082': ['NE'], '83414': ['WY'],
  '84536': ['AZ'], '86044': ['UT'], '86515': ['NM'], '87328': ['AZ'], '88063': ['TX'], '89010': ['CA'],
  '89019': ['CA'], '89439': ['CA'], '97635': ['CA'],
};

function usStates(zip: string): string[] | null {
  const prefix = zip.slice(0, 3);
  const across = US_ACROSS[zip.slice(0, 5)] ?? [];
  const shared = US_SHARED[prefix];
  if (shared) return [...shared, ...across];
  const n = Number(prefix);
  const range = US_RANGES.find(([first, last]) => n >= first && n <= last);
  return range ? [range[2], ...across] : null;
}

/**
 * The province or state codes (`ES-M`, `US-CA`) a post code belongs to, or null when the country's post codes are not
 * judged here (or this one is of no known prefix). Spaces are ignored ("75 001").
 */
export function regionsOfPostCode(country: string, postCode: string): string[] | null {
  const code = postCode.replace(/\s/g, '').toUpperCase();
  const within = (list: string[] | undefined) => (list ? list.map((r) => `${country.toUpperCase()}-${r}`) : null);
  switch (country.toUpperCase()) {
    case 'ES': {
      const province = ES[code.slice(0, 2)];
      return within(province ? [province] : undefined);
    }
    case 'TH':
      return within(TH[code.slice(0, 2)]);
    case 'FR':
      return within(
        code.startsWith('97') || code.startsWith('98') ? FR_OVERSEAS[code.slice(0, 3)] : FR[code.slice(0, 2)],
      );
    case 'US':
      return /^\d{5}/.test(code) ? within(usStates(code) ?? undefined) : null;
    default:
      return null;
  }
}

/** Whether a post code may go with this province or state: yes when it belongs to it, or is not judged here. */
export function postCodeFitsRegion(country: string, regionCode: string, postCode: string): boolean {
  const regions = regionsOfPostCode(country, postCode);
  return regions === null || regions.includes(regionCode.toUpperCase());
}

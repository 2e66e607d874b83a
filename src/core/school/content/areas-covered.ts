/**
 * Where the school teaches (/areas-covered): the areas with their postcode districts, by region
 * (spec learner side: Birmingham 18, Sutton Coldfield 3, Walsall 5, Sandwell 6), and the five
 * Birmingham practical test centres the spec names, with their addresses and the roads learners
 * commonly practise around them. Pure data for the page, the sitemap and pre-rendering.
 */

export interface CoveredArea {
  name: string;
  /** Postcode districts, e.g. 'B14'. */
  postcodes: readonly string[];
}

export interface CoveredRegion {
  id: 'birmingham' | 'sutton-coldfield' | 'walsall' | 'sandwell';
  name: string;
  areas: readonly CoveredArea[];
}

export interface TestCentre {
  id: string;
  /** The DVSA's name for it, as it appears when booking a test. */
  name: string;
  /** Street address lines, then the postcode. */
  addressLines: readonly string[];
  postcode: string;
  /** What driving around it is like, in a sentence or two. */
  summary: string;
  /** Roads and junctions learners commonly practise for a test here (the examiner picks the route on the day). */
  commonRoutes: readonly string[];
}

export const COVERED_REGIONS: readonly CoveredRegion[] = [
  {
    id: 'birmingham',
    name: 'Birmingham',
    areas: [
      { name: 'Acocks Green', postcodes: ['B27'] },
      { name: 'Aston', postcodes: ['B6'] },
      { name: 'Edgbaston', postcodes: ['B15', 'B16'] },
      { name: 'Erdington', postcodes: ['B23', 'B24'] },
      { name: 'Hall Green', postcodes: ['B28'] },
      { name: 'Handsworth', postcodes: ['B20', 'B21'] },
      { name: 'Harborne', postcodes: ['B17'] },
      { name: 'Kings Heath', postcodes: ['B14'] },
      { name: 'Kings Norton', postcodes: ['B30', 'B38'] },
      { name: 'Kingstanding', postcodes: ['B44'] },
      { name: 'Moseley', postcodes: ['B13'] },
      { name: 'Northfield', postcodes: ['B31'] },
      { name: 'Perry Barr', postcodes: ['B42'] },
      { name: 'Selly Oak', postcodes: ['B29'] },
      { name: 'Sheldon', postcodes: ['B26'] },
      { name: 'Small Heath', postcodes: ['B10'] },
      { name: 'Sparkhill', postcodes: ['B11'] },
      { name: 'Yardley', postcodes: ['B25', 'B33'] },
    ],
  },
  {
    id: 'sutton-coldfield',
    name: 'Sutton Coldfield',
    areas: [
      { name: 'Boldmere and Wylde Green', postcodes: ['B72', 'B73'] },
      { name: 'Four Oaks and Mere Green', postcodes: ['B74', 'B75'] },
      { name: 'Walmley and Minworth', postcodes: ['B76'] },
    ],
  },
  {
    id: 'walsall',
    name: 'Walsall',
    areas: [
      { name: 'Walsall town centre', postcodes: ['WS1', 'WS2'] },
      { name: 'Bloxwich', postcodes: ['WS3'] },
      { name: 'Aldridge', postcodes: ['WS9'] },
      { name: 'Willenhall', postcodes: ['WV12', 'WV13'] },
      { name: 'Darlaston', postcodes: ['WS10'] },
    ],
  },
  {
    id: 'sandwell',
    name: 'Sandwell',
    areas: [
      { name: 'West Bromwich', postcodes: ['B70', 'B71'] },
      { name: 'Oldbury', postcodes: ['B68', 'B69'] },
      { name: 'Smethwick', postcodes: ['B66', 'B67'] },
      { name: 'Tipton', postcodes: ['DY4'] },
      { name: 'Wednesbury', postcodes: ['WS10'] },
      { name: 'Rowley Regis', postcodes: ['B65'] },
    ],
  },
];

export const TEST_CENTRES: readonly TestCentre[] = [
  {
    id: 'south-yardley',
    name: 'Birmingham (South Yardley)',
    addressLines: ['Clay Lane', 'South Yardley', 'Birmingham'],
    postcode: 'B26 1EA',
    summary:
      'Busy east Birmingham suburbs: a 40 mph dual carriageway, narrow terraced streets with parked cars on both sides, and some large junctions.',
    commonRoutes: [
      'The A45 Coventry Road dual carriageway',
      'The Swan Island junction at Yardley',
      'Hob Moor Road and Stoney Lane',
      'Narrow residential streets around Yardley and Acocks Green',
    ],
  },
  {
    id: 'garretts-green',
    name: 'Birmingham (Garretts Green)',
    addressLines: ['Granby Avenue', 'Garretts Green', 'Birmingham'],
    postcode: 'B33 0SJ',
    summary:
      'The centre sits on an industrial estate, so tests often start among lorries and vans before heading into the 1930s estates of east Birmingham.',
    commonRoutes: [
      'Industrial-estate roads around Granby Avenue',
      'Garretts Green Lane and Sheaf Lane',
      'The A45 Coventry Road',
      'Meadway and the estates of Kitts Green and Tile Cross',
    ],
  },
  {
    id: 'shirley',
    name: 'Birmingham (Shirley)',
    addressLines: ['374 Stratford Road', 'Shirley', 'Solihull'],
    postcode: 'B90 4AQ',
    summary:
      'An urban dual carriageway and a busy shopping high street, balanced by quiet suburban roads with few parked cars.',
    commonRoutes: [
      "Stratford Road (A34) through Shirley's shopping parade",
      'The Robin Hood Island roundabout',
      'Dog Kennel Lane and Blossomfield Road',
      'Quiet suburban roads around Shirley Heath and Haslucks Green',
    ],
  },
  {
    id: 'kings-heath',
    name: 'Birmingham (Kings Heath)',
    addressLines: ['955 Alcester Road South', 'Birmingham'],
    postcode: 'B14 5JA',
    summary:
      'South Birmingham housing estates and two big roundabouts, one of them a fast, busy spiral roundabout.',
    commonRoutes: [
      'Alcester Road South (A435) and its changing speed limits',
      'The Maypole roundabout',
      'Estate roads around Druids Heath and Highters Heath',
      'Yardley Wood Road and Brandwood End',
    ],
  },
  {
    id: 'kingstanding',
    name: 'Birmingham (Kingstanding)',
    addressLines: ['205 Birdbrook Road', 'Birmingham'],
    postcode: 'B44 9UL',
    summary:
      'North Birmingham: long 1930s estate roads, dual carriageways whose limit changes between 40 and 30 mph, and a steeply sloping car park for the manoeuvres.',
    commonRoutes: [
      'The Kingstanding Circle roundabout',
      'Queslett Road and the Scott Arms junction on the A34',
      'College Road and Kingstanding Road',
      'Estate roads around Kingstanding and Pheasey',
    ],
  },
];

/** How many areas the page lists (the spec's '35+' was never true: the count comes from the data). */
export function countCoveredAreas(regions: readonly CoveredRegion[] = COVERED_REGIONS): number {
  return regions.reduce((total, region) => total + region.areas.length, 0);
}

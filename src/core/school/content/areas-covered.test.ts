import { describe, expect, it } from 'vitest';
import { COVERED_REGIONS, countCoveredAreas, TEST_CENTRES } from './areas-covered';

describe('areas covered', () => {
  it("has the spec's number of areas in each region", () => {
    expect(COVERED_REGIONS.map((region) => [region.name, region.areas.length])).toEqual([
      ['Birmingham', 18],
      ['Sutton Coldfield', 3],
      ['Walsall', 5],
      ['Sandwell', 6],
    ]);
    expect(countCoveredAreas()).toBe(32);
  });

  it('gives every area at least one well-formed postcode district and a unique name', () => {
    const names = COVERED_REGIONS.flatMap((region) => region.areas.map((area) => area.name));
    expect(new Set(names).size).toBe(names.length);
    for (const area of COVERED_REGIONS.flatMap((region) => region.areas)) {
      expect(area.postcodes.length, area.name).toBeGreaterThan(0);
      for (const postcode of area.postcodes) expect(postcode).toMatch(/^(B|WS|WV|DY)\d{1,2}$/);
    }
  });

  it("lists the spec's five Birmingham test centres with full postcodes and routes", () => {
    expect(TEST_CENTRES.map((centre) => centre.name)).toEqual([
      'Birmingham (South Yardley)',
      'Birmingham (Garretts Green)',
      'Birmingham (Shirley)',
      'Birmingham (Kings Heath)',
      'Birmingham (Kingstanding)',
    ]);
    for (const centre of TEST_CENTRES) {
      expect(centre.postcode).toMatch(/^B\d{1,2} \d[A-Z]{2}$/);
      expect(centre.commonRoutes.length).toBeGreaterThanOrEqual(3);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { describeTypedMapSkills, findTypedMapSkills } from './typed-map-skills';

describe('findTypedMapSkills', () => {
  it('finds skills of the map typed as other skills, as the skills map matches texts', () => {
    expect(findTypedMapSkills('roundabouts, Town centre, dual carriageway', [])).toEqual([
      'Roundabouts',
      'Dual Carriageways',
    ]);
  });

  it('leaves out skills already ticked, short texts and texts matching nothing', () => {
    expect(findTypedMapSkills('Bay parking', ['Parking'])).toEqual([]);
    expect(findTypedMapSkills('on, a', [])).toEqual([]);
    expect(findTypedMapSkills('Town centre traffic', [])).toEqual([]);
    expect(findTypedMapSkills('', [])).toEqual([]);
  });
});

describe('describeTypedMapSkills', () => {
  it('names one skill or several, and says nothing for none', () => {
    expect(describeTypedMapSkills(['Roundabouts'])).toBe(
      'Roundabouts is on the skills map: tick it above to record its level.',
    );
    expect(describeTypedMapSkills(['Signals', 'Junctions', 'Parking'])).toBe(
      'Signals, Junctions and Parking are on the skills map: tick them above to record their levels.',
    );
    expect(describeTypedMapSkills([])).toBeNull();
  });
});

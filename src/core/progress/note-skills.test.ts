import { describe, expect, it } from 'vitest';
import { mergePractisedSkills, NOTE_FORM_SKILLS } from './note-skills';

describe('NOTE_FORM_SKILLS', () => {
  it('is the 15 skills of the spec, each once', () => {
    expect(NOTE_FORM_SKILLS).toHaveLength(15);
    expect(new Set(NOTE_FORM_SKILLS.map((skill) => skill.toLowerCase())).size).toBe(15);
  });
});

describe('mergePractisedSkills', () => {
  it('keeps ticked skills first, then typed ones, trimmed and without repeats in any case', () => {
    expect(
      mergePractisedSkills(['Roundabouts', 'Parking'], ' parking, Bay parking ,\n  Country   lanes,,'),
    ).toEqual(['Roundabouts', 'Parking', 'Bay parking', 'Country lanes']);
  });

  it('answers an empty list when nothing is ticked or typed', () => {
    expect(mergePractisedSkills([], '  , \n ')).toEqual([]);
  });
});

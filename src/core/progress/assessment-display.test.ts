import { describe, expect, it } from 'vitest';
import { formatAssessment, getAssessmentTone } from './assessment-display';

describe('getAssessmentTone', () => {
  it('follows the spec colours, orange for anything else', () => {
    expect(getAssessmentTone('excellent')).toBe('green');
    expect(getAssessmentTone('Good')).toBe('blue');
    expect(getAssessmentTone('satisfactory')).toBe('yellow');
    expect(getAssessmentTone('steady')).toBe('yellow');
    expect(getAssessmentTone('needs_practice')).toBe('orange');
    expect(getAssessmentTone('')).toBe('orange');
  });
});

describe('formatAssessment', () => {
  it('turns codes into words', () => {
    expect(formatAssessment('needs_practice')).toBe('Needs practice');
    expect(formatAssessment('excellent')).toBe('Excellent');
    expect(formatAssessment(' ')).toBe('Not assessed');
  });
});

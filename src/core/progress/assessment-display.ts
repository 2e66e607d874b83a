/** How an assessment is shown on both sides (pure): the spec's colours, always with the word. */
export type AssessmentTone = 'green' | 'blue' | 'yellow' | 'orange';

/** Spec: excellent green, good blue, satisfactory (our "steady") yellow, otherwise orange. */
export function getAssessmentTone(assessment: string): AssessmentTone {
  const value = assessment.trim().toLowerCase();
  if (value === 'excellent') return 'green';
  if (value === 'good') return 'blue';
  if (value === 'satisfactory' || value === 'steady') return 'yellow';
  return 'orange';
}

/** 'needs_practice' → 'Needs practice'; always a word beside the colour. */
export function formatAssessment(assessment: string): string {
  const words = assessment.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words === '' ? 'Not assessed' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

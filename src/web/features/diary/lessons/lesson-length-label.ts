/** A lesson's length in words for the Duration list: 15 → '15 minutes', 75 → '1 hour 15 minutes'. */
export function formatLessonLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteWords = rest === 0 ? '' : `${rest} minutes`;
  return [hourWords, minuteWords].filter(Boolean).join(' ');
}

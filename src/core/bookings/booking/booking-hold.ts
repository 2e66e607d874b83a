const HOUR_MS = 3_600_000;

/**
 * When an unpaid booking request lets go of its times: the school's hold hours after it was made,
 * but never after its first lesson starts (a hold past the lesson would promise a time that has
 * gone). A booking without times holds nothing (null).
 */
export function getHoldExpiry(
  requestedAt: Date,
  holdHours: number,
  lessonStarts: readonly Date[],
): Date | null {
  if (lessonStarts.length === 0) return null;
  const firstStart = Math.min(...lessonStarts.map((start) => start.getTime()));
  return new Date(Math.min(requestedAt.getTime() + holdHours * HOUR_MS, firstStart));
}

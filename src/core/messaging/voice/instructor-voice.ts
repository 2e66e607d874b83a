/*
 * Learner-facing e-mails and texts speak in the name of the instructor of that booking or lesson
 * (issue 37: "reminders and e-mails in their name"), not always the school's lead instructor:
 * named when they have a name, "your instructor" when not (decision 0019: never a made-up name),
 * and signed with their name above the school's (docs/decisions/0052).
 */

/** 'Nadia Hussain', or 'your instructor' (or 'Your instructor' to start a sentence). */
export function nameOfInstructor(fullName: string | null, startsSentence = false): string {
  if (fullName) return fullName;
  return startsSentence ? 'Your instructor' : 'your instructor';
}

/** The e-mail's last lines: the instructor's name, then the school's. */
export function instructorSignOff(fullName: string | null, schoolName: string): string[] {
  return fullName ? [fullName, schoolName] : [schoolName];
}

/** How a short text signs: 'Nadia Hussain, Birmingham Automatic Driving School'. */
export function instructorTextSignature(fullName: string | null, schoolName: string): string {
  return fullName ? `${fullName}, ${schoolName}` : schoolName;
}

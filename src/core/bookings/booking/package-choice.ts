/** The package the booking page starts with (spec learner side, section 9). */
export const DEFAULT_PACKAGE_TYPE = 'single_2hour';

/**
 * The package the page should treat as chosen. `choice` is what the learner picked (or the
 * `?package=` of the link they followed, or the default); null means they deselected it. Until the
 * packages load, the choice stands; once they have, an unknown type falls back to the default, or
 * to nothing when the default is not offered either.
 */
export function resolvePackageChoice(
  choice: string | null,
  packageTypes: readonly string[] | undefined,
  defaultType: string = DEFAULT_PACKAGE_TYPE,
): string | null {
  if (choice === null || packageTypes === undefined) return choice;
  if (packageTypes.includes(choice)) return choice;
  return packageTypes.includes(defaultType) ? defaultType : null;
}

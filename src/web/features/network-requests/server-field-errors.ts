/**
 * The `fields` of a 400 answer, as the form's own fields: 'preferredDates.0' belongs to
 * 'preferredDates'; names the form does not have are dropped; one message per field (the first).
 */
export function toServerFieldErrors<Name extends string>(
  fields: Record<string, string> | undefined,
  knownNames: readonly Name[],
): { name: Name; message: string }[] {
  const errors: { name: Name; message: string }[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const root = path.split('.')[0] ?? '';
    const name = knownNames.find((known) => known === root);
    if (name !== undefined && !errors.some((error) => error.name === name)) errors.push({ name, message });
  }
  return errors;
}

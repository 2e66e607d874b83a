import { isApiRequestError } from './api-client';

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

/**
 * Puts a failed request's field messages on the form's own fields, focusing the first. False when
 * none belongs to the form, so the caller says what went wrong another way.
 */
export function placeServerFieldErrors<Name extends string>(
  error: unknown,
  knownNames: readonly Name[],
  setError: (name: Name, error: { message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  const fields = isApiRequestError(error) ? error.apiError?.fields : undefined;
  const placed = toServerFieldErrors(fields, knownNames);
  placed.forEach(({ name, message }, index) => {
    setError(name, { message }, { shouldFocus: index === 0 });
  });
  return placed.length > 0;
}

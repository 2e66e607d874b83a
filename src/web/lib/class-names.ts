/** Joins the truthy class names: `classNames('a', isOn && 'b')`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

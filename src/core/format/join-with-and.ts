/** A list as a sentence says it, the UK way: 'A', 'A and B', 'A, B and C' (no serial comma). */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

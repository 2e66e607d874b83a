/*
 * Whether the sticky booking bar is on screen, for the floating help button to sit above it.
 */
let visible = false;
const listeners = new Set<() => void>();

export function setStickyBarVisible(next: boolean): void {
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
}

export function isStickyBarVisible(): boolean {
  return visible;
}

export function subscribeToStickyBar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

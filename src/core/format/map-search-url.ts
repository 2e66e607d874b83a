/** A Google Maps search for a place as people write it (no key needed): opens the app on a phone. */
export function buildMapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query.trim())}`;
}

/*
 * Conditional GETs (RFC 9110, 13.1.2): a client that holds an answer sends its ETag back in
 * If-None-Match, and an unchanged answer goes back as 304 with no body.
 */

/** Whether an If-None-Match header names `etag` (weak comparison: a W/ prefix on either side is ignored). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * The addresses of the home page (/old-home is the same page). Served from the server, they run
 * without the router (home-document.tsx); main.tsx reads this before loading anything else.
 */
const HOME_PATHS: readonly string[] = ['/', '/old-home'];

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(pathname);
}

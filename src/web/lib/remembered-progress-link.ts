/*
 * /my-progress remembers, in this browser only, the progress link it last opened, so a returning
 * learner sees their card without signing in. "Switch Account" forgets it.
 */

export const PROGRESS_TOKEN_STORAGE_KEY = 'progress_access_token';

export function getRememberedProgressToken(): string | null {
  try {
    const token = globalThis.localStorage.getItem(PROGRESS_TOKEN_STORAGE_KEY);
    return token === null || token.trim() === '' ? null : token;
  } catch {
    return null;
  }
}

export function rememberProgressToken(token: string): void {
  try {
    globalThis.localStorage.setItem(PROGRESS_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be unavailable (private browsing): the link itself still works.
  }
}

export function forgetProgressToken(): void {
  try {
    globalThis.localStorage.removeItem(PROGRESS_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../lib/browser-storage';
import { getAppStartPath, readLastAppHome, saveLastAppHome } from './app-home';

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

describe('getAppStartPath', () => {
  it("opens the learner's home behind their kept token", () => {
    expect(getAppStartPath({ lastHome: 'learner', progressToken: 'a b' })).toBe('/progress/a%20b');
  });

  it("opens the instructor's Today", () => {
    expect(getAppStartPath({ lastHome: 'instructor', progressToken: 'abc' })).toBe(
      '/instructor-dashboard?tab=today',
    );
  });

  it('opens the home page when nothing is known, or the learner switched account', () => {
    expect(getAppStartPath({ lastHome: null, progressToken: 'abc' })).toBe('/');
    expect(getAppStartPath({ lastHome: 'learner', progressToken: null })).toBe('/');
  });
});

describe('the last home', () => {
  it('is kept and read back; anything else reads as none', () => {
    const storage = memoryStorage();
    expect(readLastAppHome(storage)).toBeNull();
    saveLastAppHome('learner', storage);
    expect(readLastAppHome(storage)).toBe('learner');
    storage.setItem('app_last_home', '"admin"');
    expect(readLastAppHome(storage)).toBeNull();
  });
});

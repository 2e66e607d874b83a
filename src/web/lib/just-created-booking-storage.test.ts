import { describe, expect, it } from 'vitest';
import {
  forgetJustCreatedBooking,
  markBookingJustCreated,
  readJustCreatedBooking,
} from './just-created-booking-storage';

function createMemoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
  };
}

describe('just-created booking marker', () => {
  it('keeps the booking made until the checkout forgets it', () => {
    const storage = createMemoryStorage();
    expect(readJustCreatedBooking(storage)).toBeNull();
    markBookingJustCreated(41, storage);
    expect(readJustCreatedBooking(storage)).toBe(41);
    forgetJustCreatedBooking(storage);
    expect(readJustCreatedBooking(storage)).toBeNull();
  });

  it('reads a value of another shape as none', () => {
    const storage = createMemoryStorage();
    storage.setItem('just-created-booking', '"41"');
    expect(readJustCreatedBooking(storage)).toBeNull();
  });

  it('treats blocked storage as empty', () => {
    markBookingJustCreated(41, null);
    expect(readJustCreatedBooking(null)).toBeNull();
  });
});

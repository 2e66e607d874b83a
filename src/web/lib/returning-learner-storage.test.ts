import { describe, expect, it } from 'vitest';
import { saveReturningLearner, takeReturningLearner } from './returning-learner-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the returning learner handed from their page to the booking form', () => {
  it('is read once, then gone', () => {
    const storage = memoryStorage();
    const learner = {
      fullName: 'Aisha Khan',
      email: 'aisha.khan@example.com',
      phone: '07700 900101',
      drivingExperience: 'beginner' as const,
    };
    saveReturningLearner(learner, storage);
    expect(takeReturningLearner(storage)).toEqual(learner);
    expect(takeReturningLearner(storage)).toBeNull();
  });

  it('ignores what is not in the expected shape', () => {
    const storage = memoryStorage();
    storage.setItem('returningLearner', '{"fullName":42}');
    expect(takeReturningLearner(storage)).toBeNull();
    storage.setItem('returningLearner', 'not json');
    expect(takeReturningLearner(storage)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatMinutesForHoursInput,
  moveToPosition,
  normalisePackageName,
  parseFeatureLines,
  parseHoursToMinutes,
  toPackageType,
} from './package-admin-rules';
import {
  createPackageRequestSchema,
  PACKAGE_FEATURES_COUNT_MESSAGE,
  PACKAGE_HOURS_MESSAGE,
  PACKAGE_PATCH_EMPTY_MESSAGE,
  SINGLE_LESSON_LESSONS_MESSAGE,
  updatePackageRequestSchema,
} from './package-admin-schemas';

describe('toPackageType', () => {
  it('makes a type from the name', () => {
    expect(toPackageType('Weekend Intensive', new Set())).toBe('weekend_intensive');
    expect(toPackageType('  Crash Course (20 Hours)! ', new Set())).toBe('crash_course_20_hours');
    expect(toPackageType('Café Pack', new Set())).toBe('cafe_pack');
  });

  it('numbers a type already taken, retired packages included', () => {
    expect(toPackageType('Pass Plus', new Set(['pass_plus']))).toBe('pass_plus_2');
    expect(toPackageType('Pass Plus', new Set(['pass_plus', 'pass_plus_2']))).toBe('pass_plus_3');
  });

  it('keeps within the database rule of 2 to 40 lower-case letters, digits and underscores', () => {
    const long = toPackageType('A very long package name that goes on and on and on', new Set());
    expect(long).toMatch(/^[a-z0-9_]{2,40}$/);
    const taken = toPackageType('A very long package name that goes on and on and on', new Set([long]));
    expect(taken).toMatch(/^[a-z0-9_]{2,40}$/);
    expect(taken.endsWith('_2')).toBe(true);
    expect(toPackageType('£££', new Set())).toBe('package');
    expect(toPackageType('X', new Set())).toBe('package_x');
  });
});

describe('normalisePackageName', () => {
  it('reads names as people do: case and spacing do not matter', () => {
    expect(normalisePackageName('  Pass   plus ')).toBe(normalisePackageName('Pass Plus'));
    expect(normalisePackageName('Pass Plus 2')).not.toBe(normalisePackageName('Pass Plus'));
  });
});

describe('moveToPosition', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves one item; the others keep their order', () => {
    expect(moveToPosition(list, 'c', 1)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveToPosition(list, 'a', 2)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveToPosition(list, 'b', 4)).toEqual(['a', 'c', 'd', 'b']);
  });
  it('treats a place past the end as last, and an unknown item as no change', () => {
    expect(moveToPosition(list, 'a', 99)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveToPosition(list, 'z', 1)).toEqual(list);
  });
});

describe('parseHoursToMinutes', () => {
  it('reads typed hours as whole minutes without floating-point drift', () => {
    expect(parseHoursToMinutes('1.5')).toBe(90);
    expect(parseHoursToMinutes('10')).toBe(600);
    expect(parseHoursToMinutes('0.25')).toBe(15);
    expect(parseHoursToMinutes(' 1.75 ')).toBe(105);
    expect(parseHoursToMinutes('')).toBeUndefined();
    expect(parseHoursToMinutes('ten')).toBeNaN();
    expect(parseHoursToMinutes('1.333')).toBeNaN();
  });
  it('gives minutes the schema then refuses when not in quarter hours', () => {
    const minutes = parseHoursToMinutes('0.1');
    expect(minutes).toBe(6);
    const parsed = updatePackageRequestSchema.safeParse({ totalMinutes: minutes });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(PACKAGE_HOURS_MESSAGE);
  });
  it('round-trips with the input format', () => {
    for (const minutes of [15, 60, 90, 105, 600]) {
      expect(parseHoursToMinutes(formatMinutesForHoursInput(minutes))).toBe(minutes);
    }
  });
});

describe('parseFeatureLines', () => {
  it('takes one feature per line and drops blank lines', () => {
    expect(parseFeatureLines(' Mock test \r\n\n  Dual controls\n')).toEqual(['Mock test', 'Dual controls']);
    expect(parseFeatureLines('')).toEqual([]);
  });
});

describe('the package request schemas', () => {
  const valid = {
    name: 'Weekend Intensive',
    pricePence: 30000,
    totalMinutes: 600,
    lessons: 5,
    description: 'Ten hours over two weekends.',
    features: ['Saturday and Sunday'],
    isPopular: false,
    isSingleLesson: false,
  };
  it('accepts a whole package and trims its words', () => {
    const parsed = createPackageRequestSchema.parse({
      ...valid,
      name: '  Weekend Intensive ',
      features: [' A '],
    });
    expect(parsed.name).toBe('Weekend Intensive');
    expect(parsed.features).toEqual(['A']);
  });
  it('refuses a single lesson of several lessons, and more than 10 features', () => {
    const single = createPackageRequestSchema.safeParse({ ...valid, isSingleLesson: true });
    expect(single.error?.issues).toMatchObject([
      { path: ['lessons'], message: SINGLE_LESSON_LESSONS_MESSAGE },
    ]);
    const many = createPackageRequestSchema.safeParse({
      ...valid,
      features: Array.from({ length: 11 }, (_value, index) => `Feature ${index}`),
    });
    expect(many.error?.issues).toMatchObject([
      { path: ['features'], message: PACKAGE_FEATURES_COUNT_MESSAGE },
    ]);
  });
  it('needs at least one change in a patch', () => {
    expect(updatePackageRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      PACKAGE_PATCH_EMPTY_MESSAGE,
    );
    expect(updatePackageRequestSchema.safeParse({ isActive: false }).success).toBe(true);
  });
});

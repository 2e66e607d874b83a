import { describe, expect, it } from 'vitest';
import { SKILL_NAMES, type SkillLevel } from './skill-levels';
import {
  formatForecastDate,
  getOwnStepsPerLesson,
  getTestReadyForecast,
  getUsualLessonMinutes,
  type SkillLevelNoteEntry,
  type TestReadyForecastInput,
} from './test-ready-forecast';

// Saturday 14 February 2026, 10:00 in London (winter: UTC).
const NOW = new Date('2026-02-14T10:00:00Z');

function allSkillsAt(level: SkillLevel, noteId: number): SkillLevelNoteEntry[] {
  return SKILL_NAMES.map((skill) => ({ skill, level, noteId }));
}

const promptedOnNote2: SkillLevelNoteEntry[] = [
  'Cockpit Checks',
  'Moving Off & Stopping',
  'Hill Starts',
  'Speed Control',
].map((skill) => ({ skill, level: 'prompted', noteId: 2 }));

function input(overrides: Partial<TestReadyForecastInput>): TestReadyForecastInput {
  return {
    skillLevels: [],
    leftMinutes: 0,
    bookedMinutes: 0,
    usualLessonMinutes: 120,
    practicalTestDate: null,
    ready: false,
    now: NOW,
    timeZone: 'Europe/London',
    ...overrides,
  };
}

describe('getOwnStepsPerLesson', () => {
  it('is null with fewer than 3 notes with levels', () => {
    expect(getOwnStepsPerLesson([])).toBeNull();
    expect(getOwnStepsPerLesson([...allSkillsAt('introduced', 1), ...allSkillsAt('prompted', 2)])).toBeNull();
  });

  it('is the gain from the levels after the first note to now, over the notes since', () => {
    // After note 1: every skill introduced (19 × 4 = 76 left). Note 2: 4 skills up 2 levels (8).
    // Note 3: 2 more skills up 3 levels (6). 14 steps over 2 notes: 7 per lesson.
    const history: SkillLevelNoteEntry[] = [
      ...allSkillsAt('introduced', 1),
      ...promptedOnNote2,
      { skill: 'Parking', level: 'seldom_prompted', noteId: 3 },
      { skill: 'Reversing', level: 'seldom_prompted', noteId: 3 },
    ];
    expect(getOwnStepsPerLesson(history)).toBe(7);
  });

  it('is at least 1 step per lesson when the levels held or slipped', () => {
    expect(
      getOwnStepsPerLesson([
        ...allSkillsAt('prompted', 1),
        { skill: 'Parking', level: 'prompted', noteId: 2 },
        { skill: 'Parking', level: 'introduced', noteId: 3 },
      ]),
    ).toBe(1);
    // 1 step over 4 notes since the first: 0.25, counted as 1.
    expect(
      getOwnStepsPerLesson([
        ...allSkillsAt('prompted', 1),
        { skill: 'Parking', level: 'seldom_prompted', noteId: 2 },
        { skill: 'Parking', level: 'seldom_prompted', noteId: 3 },
        { skill: 'Parking', level: 'seldom_prompted', noteId: 4 },
        { skill: 'Parking', level: 'seldom_prompted', noteId: 5 },
      ]),
    ).toBe(1);
  });
});

describe('getUsualLessonMinutes', () => {
  it('is the most common booked length, the longer on a tie, 120 with none', () => {
    expect(getUsualLessonMinutes([])).toBe(120);
    expect(
      getUsualLessonMinutes([
        { bookedDuration: 90, status: 'completed' },
        { bookedDuration: 90, status: 'scheduled' },
        { bookedDuration: 120, status: 'completed' },
        { bookedDuration: 120, status: 'cancelled' },
        { bookedDuration: 120, status: 'cancelled' },
      ]),
    ).toBe(90);
    expect(
      getUsualLessonMinutes([
        { bookedDuration: 60, status: 'completed' },
        { bookedDuration: 90, status: 'completed' },
      ]),
    ).toBe(90);
  });
});

describe('formatForecastDate', () => {
  it('says the day and month, with the year only when it is not this year', () => {
    expect(formatForecastDate('2026-03-14', '2026-02-14')).toBe('14 March');
    expect(formatForecastDate('2027-01-05', '2026-12-20')).toBe('5 January 2027');
  });
});

describe('getTestReadyForecast', () => {
  it('with no levels: 95 steps at 3 a lesson, 32 lessons, 16 weeks at two a week', () => {
    const forecast = getTestReadyForecast(input({ leftMinutes: 600 }));
    expect(forecast).toMatchObject({
      stepsLeft: 95,
      stepsPerLesson: 3,
      isOwnPace: false,
      lessonsNeeded: 32,
      onCourseFor: '2026-06-06',
      lessonsCovered: 5,
      lessonsShort: 27,
      testComesFirst: false,
    });
    expect(forecast.sentence).toBe(
      'At two lessons a week you are on course for 6 June; your package runs out 27 lessons before then.',
    );
  });

  it("forecasts at the learner's own pace, and counts booked lessons with the hours left", () => {
    // 76 after note 1, 62 after note 3: 7 a lesson; 62 / 7 = 8.86 → 9 lessons, 32 days (4.5 weeks).
    const skillLevels: SkillLevelNoteEntry[] = [
      ...allSkillsAt('introduced', 1),
      ...promptedOnNote2,
      { skill: 'Parking', level: 'seldom_prompted', noteId: 3 },
      { skill: 'Reversing', level: 'seldom_prompted', noteId: 3 },
    ];
    const forecast = getTestReadyForecast(
      input({ skillLevels, leftMinutes: 720, bookedMinutes: 360, usualLessonMinutes: 120 }),
    );
    expect(forecast).toMatchObject({
      stepsLeft: 62,
      stepsPerLesson: 7,
      isOwnPace: true,
      lessonsNeeded: 9,
      onCourseFor: '2026-03-18',
      lessonsCovered: 9,
      lessonsShort: 0,
    });
    expect(forecast.sentence).toBe(
      'At two lessons a week you are on course for 18 March; your hours cover that.',
    );
  });

  it('says the package runs out, in lessons of their usual length', () => {
    // Every skill seldom prompted: 19 steps, 7 lessons; 4 × 90 minutes left pays for 4.
    const forecast = getTestReadyForecast(
      input({ skillLevels: allSkillsAt('seldom_prompted', 1), leftMinutes: 400, usualLessonMinutes: 90 }),
    );
    expect(forecast).toMatchObject({ lessonsNeeded: 7, lessonsCovered: 4, lessonsShort: 3 });
    expect(forecast.sentence).toBe(
      'At two lessons a week you are on course for 11 March; your package runs out 3 lessons before then.',
    );
  });

  it('says so when no hours are left at all', () => {
    const forecast = getTestReadyForecast(
      input({ skillLevels: allSkillsAt('seldom_prompted', 1), leftMinutes: -60 }),
    );
    expect(forecast.sentence).toBe(
      'At two lessons a week you are on course for 11 March; you have no hours left to cover them.',
    );
  });

  it('puts a test booked before that date first', () => {
    const forecast = getTestReadyForecast(
      input({
        skillLevels: allSkillsAt('seldom_prompted', 1),
        leftMinutes: 2400,
        practicalTestDate: '2026-03-03',
      }),
    );
    expect(forecast.testComesFirst).toBe(true);
    expect(forecast.sentence).toBe(
      'At two lessons a week you are on course for 11 March; your test on 3 March comes first: ask your instructor about a mock test and extra lessons.',
    );
  });

  it('ignores a test booked after that date, and a past one with no result yet', () => {
    for (const practicalTestDate of ['2026-04-01', '2026-02-10']) {
      const forecast = getTestReadyForecast(
        input({ skillLevels: allSkillsAt('seldom_prompted', 1), leftMinutes: 2400, practicalTestDate }),
      );
      expect(forecast.testComesFirst).toBe(false);
      expect(forecast.sentence).toBe(
        'At two lessons a week you are on course for 11 March; your hours cover that.',
      );
    }
  });

  it('says a ready learner is ready, with their test date when booked', () => {
    expect(getTestReadyForecast(input({ ready: true })).sentence).toBe(
      'You are ready for your test: ask your instructor about booking it.',
    );
    const forecast = getTestReadyForecast(
      input({ ready: true, skillLevels: allSkillsAt('seldom_prompted', 1), practicalTestDate: '2026-03-03' }),
    );
    expect(forecast).toMatchObject({ ready: true, onCourseFor: null, lessonsNeeded: 0 });
    expect(forecast.sentence).toBe(
      'You are ready for your test on 3 March: keep your driving sharp until then.',
    );
  });

  it('with every skill independent but the mock tests not passed, points to the mock tests', () => {
    const forecast = getTestReadyForecast(input({ skillLevels: allSkillsAt('independent', 1) }));
    expect(forecast).toMatchObject({ ready: false, stepsLeft: 0, onCourseFor: null });
    expect(forecast.sentence).toBe(
      'Every skill is at independent: pass your mock tests and you are ready for your test.',
    );
  });

  it('counts today in London, not in UTC', () => {
    // 23:30 on 14 June in London is 22:30 UTC; 00:30 on 15 June in London is still 14 June in UTC.
    const forecast = getTestReadyForecast(
      input({ skillLevels: allSkillsAt('seldom_prompted', 1), now: new Date('2026-06-14T23:30:00Z') }),
    );
    // Today is 15 June in London: + 25 days (7 lessons at two a week).
    expect(forecast.onCourseFor).toBe('2026-07-10');
  });
});

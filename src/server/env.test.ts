import { describe, expect, it } from 'vitest';
import { STRIPE_JS_DEFAULT_URL } from '../core/payments/payment-schemas';
import {
  DEMO_INSTRUCTOR_EMAIL,
  describeUnconfiguredIntegrations,
  InvalidConfigurationError,
  parseEnv,
} from './env';

describe('configuration', () => {
  it('runs with nothing set, on documented demo defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.INSTRUCTOR_EMAIL).toBe(DEMO_INSTRUCTOR_EMAIL);
    expect(env.SEED_DEMO).toBe(true);
    expect(describeUnconfiguredIntegrations(env)).toContain(
      'e-mail delivery not configured (set SMTP_URL): messages stay in the outbox table',
    );
  });

  it("has no made-up instructor's name: unset means none, a set one is trimmed", () => {
    expect(parseEnv({}).INSTRUCTOR_NAME).toBeUndefined();
    expect(describeUnconfiguredIntegrations(parseEnv({}))).toContain(
      `instructor's name not set (set INSTRUCTOR_NAME): learners see "your instructor"`,
    );
    expect(
      describeUnconfiguredIntegrations(parseEnv({ INSTRUCTOR_NAME: 'Sarah Jones' })).join(),
    ).not.toContain('INSTRUCTOR_NAME');
    expect(parseEnv({ INSTRUCTOR_NAME: '' }).INSTRUCTOR_NAME).toBeUndefined();
    expect(parseEnv({ INSTRUCTOR_NAME: ' Sarah Jones ' }).INSTRUCTOR_NAME).toBe('Sarah Jones');
    expect(() => parseEnv({ INSTRUCTOR_NAME: 'S' })).toThrow(InvalidConfigurationError);
  });

  it('treats empty strings as unset and parses flags', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: '', SEED_DEMO: 'false', PORT: '8080' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(false);
    expect(env.PORT).toBe(8080);
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BANK_SORT_CODE: '123456', SCHOOL_EMAIL: 'nope' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidConfigurationError);
    const problems = caught instanceof InvalidConfigurationError ? caught.problems : [];
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'BANK_SORT_CODE', 'SCHOOL_EMAIL']),
    );
    expect(problems.find((problem) => problem.startsWith('BANK_SORT_CODE'))).toContain(
      'must look like 12-34-56',
    );
  });

  it('refuses the demo instructor login in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /demo instructor login is refused in production/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        INSTRUCTOR_EMAIL: 'owner@school.example',
        INSTRUCTOR_PASSWORD: 'a-long-real-secret',
      }),
    ).not.toThrow();
  });
});

describe('PUBLIC_URL', () => {
  it('follows PORT when not set, and loses a trailing slash when set', () => {
    expect(parseEnv({ PORT: '3777' }).PUBLIC_URL).toBe('http://localhost:3777');
    expect(parseEnv({ PUBLIC_URL: 'https://school.example/' }).PUBLIC_URL).toBe('https://school.example');
  });
});

describe('STRIPE_JS_URL', () => {
  it("is Stripe's own script unless set", () => {
    expect(parseEnv({}).STRIPE_JS_URL).toBe(STRIPE_JS_DEFAULT_URL);
    expect(parseEnv({ STRIPE_JS_URL: '' }).STRIPE_JS_URL).toBe(STRIPE_JS_DEFAULT_URL);
  });

  it('takes an https address, or plain http only from this machine', () => {
    for (const url of [
      'https://stripe-mirror.example/v3/',
      'http://127.0.0.1:4242/stripe.js',
      'http://localhost:4242/stripe.js',
    ]) {
      expect(parseEnv({ STRIPE_JS_URL: url }).STRIPE_JS_URL).toBe(url);
    }
    for (const url of ['http://stripe-mirror.example/v3/', 'ftp://127.0.0.1/stripe.js', 'stripe.js']) {
      expect(() => parseEnv({ STRIPE_JS_URL: url }), url).toThrow(/STRIPE_JS_URL/);
    }
  });
});

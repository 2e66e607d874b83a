import { describe, expect, it } from 'vitest';
import { STRIPE_JS_DEFAULT_URL } from '../core/money/payments/payment-schemas';
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
      'e-mail delivery not configured (set SMTP_URL): messages are kept, not sent; the owner reads them in the dashboard Outbox',
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

describe('VAPID keys', () => {
  // One pair as `npx web-push generate-vapid-keys` prints them, and another's private key.
  const pair = {
    VAPID_PUBLIC_KEY:
      'BH0NOowBa-F-ynpG8G0i9ac1hbCXL5Y5yrAgpI-yhhy-kdXLevOYc9dJacO-EEqwD-lm-nbwOEgEz-EvLK-TZQA',
    VAPID_PRIVATE_KEY: '1p-CvJ_wv-HRMsb3VR_e3AC1LnV0dE415TIzddqMdLM',
  };
  const otherPrivateKey = 'PpbB4Ky8R-d4_9oKpPJ84kWvGg6W2RhUwz3OeY9Tuwc';

  it('are optional, both or neither, and must be one pair', () => {
    expect(parseEnv({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(parseEnv(pair)).toMatchObject(pair);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: is required when VAPID_PUBLIC_KEY is set/,
    );
    expect(() => parseEnv({ VAPID_PRIVATE_KEY: pair.VAPID_PRIVATE_KEY })).toThrow(
      /VAPID_PUBLIC_KEY: is required when VAPID_PRIVATE_KEY is set/,
    );
    expect(() => parseEnv({ ...pair, VAPID_PRIVATE_KEY: otherPrivateKey })).toThrow(
      /VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY/,
    );
    expect(() => parseEnv({ ...pair, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(
      /VAPID_PUBLIC_KEY: must be a P-256/,
    );
    expect(() => parseEnv({ ...pair, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow(
      /VAPID_PRIVATE_KEY: must be a P-256/,
    );
  });

  it('take a mailto: or https: subject', () => {
    expect(parseEnv({}).VAPID_SUBJECT).toBeUndefined();
    expect(parseEnv({ VAPID_SUBJECT: 'mailto:owner@school.example' }).VAPID_SUBJECT).toBe(
      'mailto:owner@school.example',
    );
    expect(parseEnv({ VAPID_SUBJECT: 'https://school.example/contact' }).VAPID_SUBJECT).toBe(
      'https://school.example/contact',
    );
    for (const subject of ['owner@school.example', 'http://school.example', 'mailto:nobody']) {
      expect(() => parseEnv({ VAPID_SUBJECT: subject }), subject).toThrow(/VAPID_SUBJECT/);
    }
  });
});

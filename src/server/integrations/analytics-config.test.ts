import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../../tests/support/test-app';
import { siteInfoSchema } from '../../core/school/site/site-info-schemas';
import { InvalidConfigurationError, parseEnv } from '../env';
import { getAnalyticsConfig, getAnalyticsOrigin } from './analytics-config';

describe('analytics configuration', () => {
  it('is off by default: no provider, no origin', () => {
    const env = parseEnv({});
    expect(env.ANALYTICS_PROVIDER).toBe('none');
    expect(getAnalyticsConfig(env)).toBeNull();
    expect(getAnalyticsOrigin(env)).toBeNull();
  });

  it('turns Plausible on with a domain, from its own origin or a self-hosted one', () => {
    const env = parseEnv({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_DOMAIN: 'school.example' });
    expect(getAnalyticsConfig(env)).toEqual({
      provider: 'plausible',
      domain: 'school.example',
      scriptUrl: 'https://plausible.io/js/script.manual.js',
    });
    expect(getAnalyticsOrigin(env)).toBe('https://plausible.io');
    const selfHosted = parseEnv({
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_DOMAIN: 'school.example',
      ANALYTICS_SCRIPT_URL: 'https://stats.school.example/js/script.manual.js',
    });
    expect(getAnalyticsOrigin(selfHosted)).toBe('https://stats.school.example');
  });

  it('refuses a provider without a domain, and an unknown provider', () => {
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'plausible' })).toThrow(InvalidConfigurationError);
    expect(() => parseEnv({ ANALYTICS_PROVIDER: 'spyware', ANALYTICS_DOMAIN: 'school.example' })).toThrow(
      InvalidConfigurationError,
    );
  });
});

describe('site info and the CSP, without analytics', () => {
  const testApp = setUpTestApp({ seed: false, signIn: false });

  it('without analytics: site info says none, and the CSP allows no third-party script', async () => {
    const info = siteInfoSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/site-info' })).json(),
    );
    expect(info.analytics).toBeNull();
    const csp = String(
      (await testApp.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('plausible.io');
  });
});

describe('site info and the CSP, with Plausible', () => {
  const testApp = setUpTestApp({
    seed: false,
    signIn: false,
    env: { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_DOMAIN: 'school.example' },
  });

  it('with Plausible: site info names it, and the CSP allows its one origin for the script and the events', async () => {
    const info = siteInfoSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/site-info' })).json(),
    );
    expect(info.analytics).toEqual({
      provider: 'plausible',
      domain: 'school.example',
      scriptUrl: 'https://plausible.io/js/script.manual.js',
    });
    const csp = String(
      (await testApp.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/plausible\.io/);
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/plausible\.io/);
  });
});

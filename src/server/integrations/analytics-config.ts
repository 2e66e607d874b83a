import type { SiteInfo } from '../../core/school/site/site-info-schemas';
import type { Env } from '../env';

/**
 * The analytics provider as configured, or null when there is none: then the site shows no
 * consent banner, loads no third-party script and the CSP allows none.
 */
export function getAnalyticsConfig(env: Env): NonNullable<SiteInfo['analytics']> | null {
  if (env.ANALYTICS_PROVIDER === 'none' || !env.ANALYTICS_DOMAIN) return null;
  return {
    provider: env.ANALYTICS_PROVIDER,
    domain: env.ANALYTICS_DOMAIN,
    scriptUrl: env.ANALYTICS_SCRIPT_URL,
  };
}

/** The one origin the provider's script is loaded from and reports events to (CSP script-src and connect-src). */
export function getAnalyticsOrigin(env: Env): string | null {
  const config = getAnalyticsConfig(env);
  return config ? new URL(config.scriptUrl).origin : null;
}

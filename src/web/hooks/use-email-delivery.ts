import { useSiteInfo } from './use-site-info';

/**
 * Whether this site really sends e-mail (site info). Unknown counts as no: a screen never claims
 * an e-mail went on a guess (docs/decisions/0031).
 */
export function useEmailDeliveryConfigured(): boolean {
  return useSiteInfo().data?.emailDeliveryConfigured ?? false;
}

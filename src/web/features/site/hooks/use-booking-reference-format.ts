import { DEFAULT_BANK_REFERENCE_FORMAT } from '../../../../core/settings/school-settings-schemas';
import { useSiteInfo } from '../api/get-site-info';

/**
 * The school's booking-reference format ('BOOKING-{id}' until it sets its own), for
 * `formatBookingReference(id, format)`: the site info is in the cache from the first render.
 */
export function useBookingReferenceFormat(): string {
  const { data } = useSiteInfo();
  return data?.bankReferenceFormat ?? DEFAULT_BANK_REFERENCE_FORMAT;
}

import {
  type CancellationTerms,
  DEFAULT_CANCELLATION_TERMS,
} from '../../core/school/settings/school-figures';
import { useSiteInfo } from './use-site-info';

/** The figures of the school's cancellation terms (Settings); the defaults only until site info has loaded. */
export function useCancellationTerms(): CancellationTerms {
  return useSiteInfo().data?.cancellationTerms ?? DEFAULT_CANCELLATION_TERMS;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type FeeTermsResponse,
  feeTermsResponseSchema,
} from '../../../../../core/money/school-fee-terms-schemas';
import { apiGet } from '../../../../lib/api-client';
import { feeTermsQueryKey } from './instructors-query-keys';

/** GET /api/instructors/{id}/fee-terms: the school fee today, its history, weeks waived, referrals. */
export function getFeeTerms(instructorId: number, signal?: AbortSignal): Promise<FeeTermsResponse> {
  return apiGet(`/api/instructors/${instructorId}/fee-terms`, feeTermsResponseSchema, { signal });
}

export function feeTermsQueryOptions(instructorId: number) {
  return queryOptions({
    queryKey: feeTermsQueryKey(instructorId),
    queryFn: ({ signal }) => getFeeTerms(instructorId, signal),
  });
}

export function useFeeTerms(instructorId: number, enabled = true) {
  return useQuery({ ...feeTermsQueryOptions(instructorId), enabled });
}

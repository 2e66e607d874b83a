import { useMutation } from '@tanstack/react-query';
import {
  type StudentLookupResponse,
  studentLookupResponseSchema,
} from '../../../../core/booking/booking-schemas';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/students/lookup/{email}: whether a learner booked before with this address, and only
 * the safe prefill fields (name, driving experience).
 */
export function lookupStudent(email: string, signal?: AbortSignal): Promise<StudentLookupResponse> {
  return apiGet(`/api/students/lookup/${encodeURIComponent(email)}`, studentLookupResponseSchema, { signal });
}

/** A lookup the learner asks for with a button: a mutation, so nothing is cached or refetched. */
export function useStudentLookup() {
  return useMutation({ mutationFn: (email: string) => lookupStudent(email) });
}

import { useMutation } from '@tanstack/react-query';
import {
  type CreateInstructorApplication,
  type InstructorApplicationReceipt,
  instructorApplicationReceiptSchema,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/instructor-applications: 201 once the application is stored. */
export function createInstructorApplication(
  application: CreateInstructorApplication,
): Promise<InstructorApplicationReceipt> {
  return apiPost('/api/instructor-applications', application, instructorApplicationReceiptSchema);
}

export function useCreateInstructorApplication() {
  return useMutation({
    mutationFn: createInstructorApplication,
    // A retried POST could apply twice: the server answers or it does not.
    retry: false,
  });
}

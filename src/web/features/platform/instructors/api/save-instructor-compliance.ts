import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ComplianceRecord,
  type InstructorCompliance,
  instructorComplianceSchema,
} from '../../../../../core/platform/auth/instructor-compliance';
import { apiPut } from '../../../../lib/api-client';
import { instructorComplianceQueryKey } from './instructors-query-keys';

/** PUT /api/instructors/{id}/compliance: the owner records or renews anyone's documents; bookable again at once when valid. */
export function saveInstructorCompliance({
  instructorId,
  record,
}: {
  instructorId: number;
  record: ComplianceRecord;
}): Promise<InstructorCompliance> {
  return apiPut(`/api/instructors/${instructorId}/compliance`, record, instructorComplianceSchema);
}

export function useSaveInstructorCompliance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstructorCompliance,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: instructorComplianceQueryKey }),
  });
}

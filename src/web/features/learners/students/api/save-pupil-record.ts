import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PupilRecord,
  pupilRecordSchema,
  type ValidPupilRecordRequest,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { apiPut } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';
import { pupilRecordQueryKey } from './get-pupil-record';

/** PUT /api/students/{id}/record: saves the whole record; answers it as stored. */
export function savePupilRecord(studentId: number, request: ValidPupilRecordRequest): Promise<PupilRecord> {
  return apiPut(`/api/students/${studentId}/record`, request, pupilRecordSchema);
}

export function useSavePupilRecord(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidPupilRecordRequest) => savePupilRecord(studentId, request),
    retry: false,
    onSuccess: (record) => queryClient.setQueryData(pupilRecordQueryKey(studentId), record),
    // The pickup address shows on Today's lesson cards.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.today }),
  });
}

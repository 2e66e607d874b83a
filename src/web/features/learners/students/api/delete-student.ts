import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StudentDeletion, studentDeletionSchema } from '../../../../../core/learners/students-schemas';
import { timeSlotsQueryKey } from '../../../../lib/api/get-time-slots';
import { apiDelete } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';

/** DELETE /api/students/{id}: the learner with their bookings, lessons, notes, links and messages. */
export function deleteStudent(studentId: number): Promise<StudentDeletion> {
  return apiDelete(`/api/students/${studentId}`, studentDeletionSchema);
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.students }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.pendingBookings }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingLessons }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.progressNotes }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.upcomingSlots }),
        queryClient.invalidateQueries({ queryKey: timeSlotsQueryKey }),
      ]),
  });
}

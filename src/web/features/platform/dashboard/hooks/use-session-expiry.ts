import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../../components/ui/toast-store';
import { clearInstructorToken, isApiRequestError } from '../../../../lib/api-client';
import { DASHBOARD_QUERY_ROOT } from '../../../../lib/dashboard-query-keys';
import { forgetInstructorSessionHint } from '../../../../lib/instructor-session-hint';
import { instructorSessionQueryKey } from '../../../../lib/instructor-session-key';

/**
 * While the dashboard is open, a 401 from any of its requests means the session ran out or was
 * revoked elsewhere (spec section 4: an invalid token returns to the login form). Drop what was
 * loaded and show the form, saying why.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let handled = false;
    function expire() {
      if (handled) return;
      handled = true;
      clearInstructorToken();
      forgetInstructorSessionHint();
      queryClient.removeQueries({ queryKey: [DASHBOARD_QUERY_ROOT] });
      queryClient.setQueryData(instructorSessionQueryKey, null);
      toast({
        title: 'Session expired',
        description: 'Please sign in again to carry on.',
        variant: 'destructive',
      });
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] !== DASHBOARD_QUERY_ROOT) return;
      if (isApiRequestError(event.action.error, 401)) expire();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || !event.mutation) return;
      if (isApiRequestError(event.mutation.state.error, 401)) expire();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TurnoverBasisChangeRequest,
  type TurnoverBasisResponse,
  turnoverBasisResponseSchema,
} from '../../../../../core/money/settling-up-schemas';
import { apiPost } from '../../../../lib/api-client';
import { moneyQueryKeys } from '../money-query-keys';

/** POST /api/money/turnover-basis (owner): agent or principal from a day on; 400 with field messages. */
export function changeTurnoverBasis(request: TurnoverBasisChangeRequest): Promise<TurnoverBasisResponse> {
  return apiPost('/api/money/turnover-basis', request, turnoverBasisResponseSchema);
}

export function useChangeTurnoverBasis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTurnoverBasis,
    retry: false,
    onSuccess: (answer) => queryClient.setQueryData(moneyQueryKeys.turnoverBasis, answer),
    // Statements' turnover follows the basis.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyQueryKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPackagesResponse,
  adminPackagesResponseSchema,
  type ValidCreatePackageRequest,
} from '../../../../../core/bookings/booking/package-admin-schemas';
import { apiPost } from '../../../../lib/api-client';
import { refreshAfterPackageChange } from '../refresh-after-package-change';

/** POST /api/settings/packages: a new package, active and last; answers the whole list. */
export function createSettingsPackage(request: ValidCreatePackageRequest): Promise<AdminPackagesResponse> {
  return apiPost('/api/settings/packages', request, adminPackagesResponseSchema);
}

export function useCreateSettingsPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSettingsPackage,
    retry: false,
    onSuccess: (list) => refreshAfterPackageChange(queryClient, list),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPackagesResponse,
  adminPackagesResponseSchema,
  type ValidUpdatePackageRequest,
} from '../../../../../core/bookings/booking/package-admin-schemas';
import { apiPatch } from '../../../../lib/api-client';
import { refreshAfterPackageChange } from '../refresh-after-package-change';

export interface UpdateSettingsPackageVariables {
  packageType: string;
  patch: ValidUpdatePackageRequest;
}

/** PATCH /api/settings/packages/{type}: any field, retire or restore, or its place; answers the whole list. */
export function updateSettingsPackage({
  packageType,
  patch,
}: UpdateSettingsPackageVariables): Promise<AdminPackagesResponse> {
  return apiPatch(
    `/api/settings/packages/${encodeURIComponent(packageType)}`,
    patch,
    adminPackagesResponseSchema,
  );
}

export function useUpdateSettingsPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettingsPackage,
    retry: false,
    onSuccess: (list) => refreshAfterPackageChange(queryClient, list),
  });
}

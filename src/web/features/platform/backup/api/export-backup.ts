import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';

/**
 * GET /api/backup/export: all school data as JSON (no password hashes or session tokens). The
 * page only saves it, so any JSON is accepted as it is.
 */
export function exportBackup(): Promise<unknown> {
  return apiGet('/api/backup/export', z.unknown());
}

export function useExportBackup() {
  return useMutation({ mutationFn: exportBackup, retry: false });
}

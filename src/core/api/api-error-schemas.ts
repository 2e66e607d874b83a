import { z } from 'zod';

/** The one error body every API failure answers with (one component of the OpenAPI description). */
export const apiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;

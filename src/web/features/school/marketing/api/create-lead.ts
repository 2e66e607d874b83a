import { useMutation } from '@tanstack/react-query';
import {
  type CreateLead,
  type LeadReceipt,
  leadReceiptSchema,
} from '../../../../../core/school/marketing/lead-schemas';
import { apiPost } from '../../../../lib/api-client';

/** POST /api/leads: stores a pop-up's lead for the instructor; says whether the visitor's e-mail left. */
export function createLead(lead: CreateLead): Promise<LeadReceipt> {
  return apiPost('/api/leads', lead, leadReceiptSchema);
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}

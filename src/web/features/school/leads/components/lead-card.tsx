import { CircleCheck, Mail, Phone, Undo2 } from 'lucide-react';
import { toTelHref } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import { type Lead, leadSourceLabels } from '../../../../../core/school/marketing/lead-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { toast } from '../../../../components/ui/toast-store';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useUpdateLead } from '../api/update-lead';

const linkClassName =
  'inline-flex min-h-11 items-center gap-2 break-all text-blue-700 underline-offset-4 hover:underline';

/** One lead: how to reach them, where they came from, when, and whether anyone has contacted them yet. */
export function LeadCard({ lead }: { lead: Lead }) {
  const updateLead = useUpdateLead();
  const contacted = lead.contactedAt !== null;
  const titleId = `lead-${lead.id}-title`;

  async function handleToggle() {
    try {
      await updateLead.mutateAsync({ id: lead.id, change: { contacted: !contacted } });
      toast({
        title: contacted ? 'Marked as not contacted' : 'Marked as contacted',
        description: lead.email,
      });
    } catch (error) {
      showFailureToast(
        GENERIC_FAILURE_TITLE,
        explainFailure(error, 'The lead was not updated. Please try again.'),
      );
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <article aria-labelledby={titleId} className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg break-all">
            {lead.email}
          </h3>
          <span
            className={
              contacted
                ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-medium text-green-900'
                : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900'
            }
          >
            {contacted ? 'Contacted' : 'New'}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {leadSourceLabels[lead.source]} · {formatSchoolDateTime(lead.createdAt)}
          {lead.contactedAt ? ` · contacted ${formatSchoolDateTime(lead.contactedAt)}` : ''}
        </p>
        <ul className="flex flex-wrap gap-x-6">
          <li>
            <a href={`mailto:${lead.email}`} className={linkClassName}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              E-mail<span className="sr-only"> {lead.email}</span>
            </a>
          </li>
          {lead.phone ? (
            <li>
              <a href={toTelHref(lead.phone)} className={linkClassName}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {formatUkPhone(lead.phone)}
              </a>
            </li>
          ) : null}
        </ul>
      </article>
      <Button
        variant={contacted ? 'ghost' : 'secondary'}
        size="compact"
        onClick={() => void handleToggle()}
        disabled={updateLead.isPending}
        aria-describedby={titleId}
        className="self-start"
      >
        {contacted ? (
          <Undo2 aria-hidden="true" className="size-4" />
        ) : (
          <CircleCheck aria-hidden="true" className="size-4" />
        )}
        {contacted ? 'Mark not contacted' : 'Mark contacted'}
      </Button>
    </Card>
  );
}

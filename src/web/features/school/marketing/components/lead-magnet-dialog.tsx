import { zodResolver } from '@hookform/resolvers/zod';
import { Download, PiggyBank } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatUkPhone } from '../../../../../core/format/display-format';
import {
  type LeadMagnetForm,
  leadMagnetFormSchema,
  type ValidLeadMagnetForm,
} from '../../../../../core/school/marketing/lead-schemas';
import { getMoneySavingTips } from '../../../../../core/school/marketing/money-saving-tips';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/form-field';
import { HoneypotField } from '../../../../components/ui/honeypot-field';
import { toast } from '../../../../components/ui/toast-store';
import { useCancellationTerms } from '../../../../hooks/use-cancellation-terms';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { isApiRequestError } from '../../../../lib/api-client';
import { trackEvent } from '../../analytics/track-event';
import { useCreateLead } from '../api/create-lead';
import {
  FALLBACK_PHONE_TEXT,
  LEAD_MAGNET_NOT_SENT_NOTE,
  LEAD_MAGNET_SENT_TOAST,
  leadMagnetFailedToast,
} from '../lead-messages';

export interface LeadMagnetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'FREE: 10 Money-Saving Tips' (spec marketing elements). The tips are e-mailed; if the e-mail
 * could not be sent, the pop-up shows them instead of pretending they were. Loaded only when it
 * opens (lead-magnet-popup.tsx), so the form's code is not part of the page's first download.
 */
export function LeadMagnetDialog({ open, onOpenChange: setOpen }: LeadMagnetDialogProps) {
  const [showTips, setShowTips] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const createLead = useCreateLead();
  const { data: site } = useSiteInfo();
  const cancellationTerms = useCancellationTerms();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LeadMagnetForm, unknown, ValidLeadMagnetForm>({
    resolver: zodResolver(leadMagnetFormSchema),
    defaultValues: { email: '', website: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const receipt = await createLead.mutateAsync({ source: 'lead_magnet', ...values });
      trackEvent('lead_magnet_download');
      reset();
      if (receipt.confirmationEmail === 'sent') {
        toast(LEAD_MAGNET_SENT_TOAST);
        setOpen(false);
      } else {
        // No toast: the open dialog hides it from screen readers; the dialog says it instead.
        setShowTips(true);
      }
    } catch (error) {
      const message = isApiRequestError(error, 400) ? error.apiError?.fields?.email : undefined;
      if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
      const failed = leadMagnetFailedToast(site ? formatUkPhone(site.phone) : FALLBACK_PHONE_TEXT);
      toast(failed);
      // The toast sits outside the modal dialog, where screen readers cannot reach it: say it here too.
      setFailure(`${failed.title}. ${failed.description}`);
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title="FREE: 10 Money-Saving Tips"
        description={
          showTips
            ? LEAD_MAGNET_NOT_SENT_NOTE
            : 'Ten ways to save £100s on driving lessons, sent straight to your inbox.'
        }
      >
        {showTips ? (
          <>
            <ol className="grid list-decimal gap-3 pl-5">
              {getMoneySavingTips(cancellationTerms).map((tip) => (
                <li key={tip.title}>
                  <strong className="text-slate-900">{tip.title}.</strong>{' '}
                  <span className="text-slate-700">{tip.text}</span>
                </li>
              ))}
            </ol>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </>
        ) : (
          <>
            <div className="flex items-center gap-3 rounded-lg bg-green-50 p-3 text-green-900">
              <PiggyBank aria-hidden="true" className="size-6 shrink-0 text-green-700" />
              <p className="text-sm">From choosing the right lessons to booking your test for less.</p>
            </div>
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              {failure ? (
                <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
                  {failure}
                </p>
              ) : null}
              <TextField
                id="lead-magnet-email"
                label="E-mail"
                error={errors.email?.message}
                type="email"
                inputMode="email"
                autoComplete="email"
                {...register('email')}
              />
              <HoneypotField id="lead-magnet-website" {...register('website')} />
              <Button type="submit" disabled={createLead.isPending}>
                <Download aria-hidden="true" className="size-5" />
                {createLead.isPending ? 'Sending...' : 'Send Me the Tips'}
              </Button>
              <p className="text-sm text-slate-600">
                We'll e-mail you the tips and our special offer. No spam.
              </p>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Gift, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatHourCount } from '../../../../../core/format/count-format';
import { formatPoundsWhole, formatUkPhone } from '../../../../../core/format/display-format';
import {
  type LeadPopupForm,
  leadPopupFormSchema,
  type ValidLeadPopupForm,
} from '../../../../../core/school/marketing/lead-schemas';
import {
  formatOfferEnd,
  formatOfferPopupTitle,
  formatOfferThanks,
  type SpecialOffer,
} from '../../../../../core/school/marketing/special-offer';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/form-field';
import { HoneypotField } from '../../../../components/ui/honeypot-field';
import { toast } from '../../../../components/ui/toast-store';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { isApiRequestError } from '../../../../lib/api-client';
import { trackEvent } from '../../analytics/track-event';
import { useCreateLead } from '../api/create-lead';
import { FALLBACK_PHONE_TEXT, leadPopupFailedToast } from '../lead-messages';

export interface LeadPopupProps {
  offer: SpecialOffer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The special-offer lead pop-up (spec: 'Limited Time: 10 Hours for £320!', e-mail and phone): the
 * lead is stored for the instructor before the success toast says so, then the form clears and
 * closes. A failure keeps what was typed and says how else to reach the school.
 */
export function LeadPopup({ offer, open, onOpenChange }: LeadPopupProps) {
  const createLead = useCreateLead();
  const { data: site } = useSiteInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LeadPopupForm, unknown, ValidLeadPopupForm>({
    resolver: zodResolver(leadPopupFormSchema),
    defaultValues: { email: '', phone: '', website: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createLead.mutateAsync({ source: 'lead_popup', ...values });
      trackEvent('lead_capture', { source: 'lead_popup' });
      toast({ title: 'Thank you for your interest!', description: formatOfferThanks(offer), duration: 5000 });
      reset();
      onOpenChange(false);
    } catch (error) {
      const fields = isApiRequestError(error, 400) ? error.apiError?.fields : undefined;
      if (fields?.email) setError('email', { type: 'server', message: fields.email }, { shouldFocus: true });
      if (fields?.phone)
        setError('phone', { type: 'server', message: fields.phone }, { shouldFocus: !fields.email });
      const failed = leadPopupFailedToast(site ? formatUkPhone(site.phone) : FALLBACK_PHONE_TEXT);
      toast(failed);
      // The toast sits outside the modal dialog, where screen readers cannot reach it: say it here too.
      setFailure(`${failed.title}. ${failed.description}`);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={formatOfferPopupTitle(offer, toZonedParts(new Date(), SCHOOL_TIME_ZONE).date)}
        description={[
          formatOfferEnd(offer),
          offer.saving !== null
            ? `Save ${formatPoundsWhole(offer.saving)}: leave your details and we'll call you about it within 24 hours.`
            : "Leave your details and we'll call you about it within 24 hours.",
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <div className="flex items-center gap-3 rounded-lg bg-red-50 p-3 text-red-900">
          <Gift aria-hidden="true" className="size-6 shrink-0 text-red-600" />
          <p className="text-sm">
            {formatHourCount(offer.hours)} of automatic lessons with an approved instructor, in a modern
            dual-control car.
          </p>
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {failure ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
              {failure}
            </p>
          ) : null}
          <TextField
            id="lead-popup-email"
            label="E-mail"
            error={errors.email?.message}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...register('email')}
          />
          <TextField
            id="lead-popup-phone"
            label="Phone"
            error={errors.phone?.message}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...register('phone')}
          />
          <HoneypotField id="lead-popup-website" {...register('website')} />
          <Button type="submit" disabled={createLead.isPending}>
            <Send aria-hidden="true" className="size-5" />
            {createLead.isPending ? 'Sending...' : 'Claim This Offer'}
          </Button>
          <p className="text-sm text-slate-600">We only use your details to contact you about this offer.</p>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type VettingRecord,
  type VettingRecordInput,
  vettingRecordSchema,
} from '../../../../../core/partner-network/application-vetting';
import { Button } from '../../../../components/ui/button';
import {
  COMPLIANCE_RECORD_FIELD_NAMES,
  ComplianceRecordFields,
} from '../../../../components/ui/compliance-record-fields';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';

export interface VettingRecordFormProps {
  applicationId: number;
  /** The number the applicant typed on their application, to check against the badge. */
  adiNumberGiven: string;
  saving: boolean;
  onSubmit: (record: VettingRecord, onFieldErrors: (error: unknown) => boolean) => void;
}

/**
 * The documents step: what the owner read on the badge, the insurance certificate and the DBS
 * certificate. The same schema as the server's; expiry dates in the past are refused there with a
 * message on the field.
 */
export function VettingRecordForm({
  applicationId,
  adiNumberGiven,
  saving,
  onSubmit,
}: VettingRecordFormProps) {
  const form = useForm<VettingRecordInput, unknown, VettingRecord>({
    resolver: zodResolver(vettingRecordSchema),
    defaultValues: {
      adiNumber: adiNumberGiven,
      badgeExpiresOn: '',
      insuranceCoversTuition: false,
      insuranceExpiresOn: '',
      dbsCheckedOn: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label="Documents checked"
      onSubmit={form.handleSubmit((record) =>
        onSubmit(record, (error) =>
          placeServerFieldErrors(error, COMPLIANCE_RECORD_FIELD_NAMES, form.setError),
        ),
      )}
    >
      <ComplianceRecordFields idPrefix={`application-${applicationId}`} register={register} errors={errors} />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <ClipboardCheck aria-hidden="true" className="size-4" />
          )}
          Documents Checked
        </Button>
      </div>
    </form>
  );
}

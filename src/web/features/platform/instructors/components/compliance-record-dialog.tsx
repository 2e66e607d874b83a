import { zodResolver } from '@hookform/resolvers/zod';
import { FileCheck } from 'lucide-react';
import { type DefaultValues, useForm } from 'react-hook-form';
import {
  type ComplianceRecord,
  type ComplianceRecordInput,
  complianceRecordSchema,
  type InstructorCompliance,
} from '../../../../../core/platform/auth/instructor-compliance';
import { Button } from '../../../../components/ui/button';
import {
  COMPLIANCE_RECORD_FIELD_NAMES,
  ComplianceRecordFields,
} from '../../../../components/ui/compliance-record-fields';
import { ComplianceLines } from '../../../../components/ui/compliance-standing';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { useSaveInstructorCompliance } from '../api/save-instructor-compliance';

export const COMPLIANCE_NOT_SAVED_MESSAGE =
  "The documents weren't saved. Check your connection and try again.";

/** The record on file as the form's starting values; none yet: empty, nothing chosen or ticked. */
export function toComplianceFormValues(
  compliance: InstructorCompliance | undefined,
): DefaultValues<ComplianceRecordInput> {
  const record = compliance?.record;
  if (!record) {
    return {
      adiNumber: '',
      badgeExpiresOn: '',
      insuranceCoversTuition: false,
      insuranceExpiresOn: '',
      dbsCheckedOn: '',
    };
  }
  return { ...record };
}

/**
 * 'Documents' on an account card (docs/decisions/0057): the owner records or renews an
 * instructor's badge, insurance and DBS check, their own included. The vetting schema on both
 * sides; the server's field messages (a trainee licence over 6 months, a DBS check in the future)
 * land on the fields.
 */
export function ComplianceRecordDialog({
  instructorId,
  name,
  compliance,
}: {
  instructorId: number;
  name: string;
  /** What is on file; undefined while it loads or when it did not (the form starts empty). */
  compliance: InstructorCompliance | undefined;
}) {
  const save = useSaveInstructorCompliance();
  const form = useForm<ComplianceRecordInput, unknown, ComplianceRecord>({
    resolver: zodResolver(complianceRecordSchema),
    defaultValues: toComplianceFormValues(compliance),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => toComplianceFormValues(compliance),
    fieldNames: COMPLIANCE_RECORD_FIELD_NAMES,
    failureMessage: COMPLIANCE_NOT_SAVED_MESSAGE,
  });

  function handleValid(record: ComplianceRecord) {
    save.mutate(
      { instructorId, record },
      {
        onSuccess: (saved) => {
          dialog.close();
          toast({
            title: 'Documents saved',
            description: saved.assessment.bookable
              ? `${name} can be booked.`
              : `${name} cannot be booked: ${saved.assessment.lines[0] ?? 'check the documents'}.`,
          });
        },
        onError: (error) => dialog.showFailure(error),
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <FileCheck aria-hidden="true" className="size-4" />
          Documents<span className="sr-only"> of {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`${name}'s documents`}
        description="What the badge, the motor insurance certificate and the DBS certificate say. Learners can book them only while the badge and insurance are in date."
      >
        {compliance ? (
          <ComplianceLines assessment={compliance.assessment} lessonsToCover={compliance.lessonsToCover} />
        ) : null}
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <ComplianceRecordFields
            idPrefix={`compliance-${instructorId}`}
            register={form.register}
            errors={form.formState.errors}
          />
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions isPending={save.isPending} submitLabel="Save Documents" pendingLabel="Saving…" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { IdCard, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate } from '../../../../../core/format/display-format';
import {
  type PupilRecord,
  type PupilRecordRequest,
  pupilRecordRequestSchema,
  type ValidPupilRecordRequest,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/form-field';
import { PickupFields } from '../../../../components/ui/pickup-fields';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { usePupilRecord } from '../api/get-pupil-record';
import { useSavePupilRecord } from '../api/save-pupil-record';

export const SAVE_PUPIL_RECORD_FAILED_MESSAGE = 'Failed to save the pupil record. Please try again.';

const recordFields = ['pickupAddress', 'pickupPostcode', 'dateOfBirth', 'provisionalLicenceNumber'] as const;

interface LearnerProps {
  studentId: number;
  studentName: string;
}

function PupilRecordForm({
  studentId,
  studentName,
  record,
  onSaved,
}: LearnerProps & { record: PupilRecord; onSaved: () => void }) {
  const save = useSavePupilRecord(studentId);
  const form = useForm<PupilRecordRequest, unknown, ValidPupilRecordRequest>({
    resolver: zodResolver(pupilRecordRequestSchema),
    defaultValues: {
      pickupAddress: record.pickupAddress ?? '',
      pickupPostcode: record.pickupPostcode ?? '',
      dateOfBirth: record.dateOfBirth ?? '',
      provisionalLicenceNumber: record.provisionalLicenceNumber ?? '',
    },
  });
  // The form mounts with the loaded record each time the dialog opens: the open state stays below.
  const dialog = useDialogForm({
    form,
    fieldNames: recordFields,
    failureMessage: SAVE_PUPIL_RECORD_FAILED_MESSAGE,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const prefix = `student-${studentId}-record`;
  const ids = {
    address: `${prefix}-address`,
    postcode: `${prefix}-postcode`,
    birth: `${prefix}-birth`,
    licence: `${prefix}-licence`,
  };

  function handleValid(values: ValidPupilRecordRequest) {
    save.mutate(values, {
      onSuccess: () => {
        onSaved();
        toast({ title: 'Pupil Record Saved', description: `${studentName}'s record is up to date.` });
      },
      onError: dialog.showFailure,
    });
  }

  return (
    <form className="grid gap-5" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold text-slate-900">Pickup</legend>
        <PickupFields
          ids={ids}
          addressLabel="Pickup address"
          addressHint="The learner can change this from their page too."
          errors={{ address: errors.pickupAddress?.message, postcode: errors.pickupPostcode?.message }}
          ownAddress={false}
          address={register('pickupAddress')}
          postcode={register('pickupPostcode')}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-semibold text-slate-900">For the driving test</legend>
        <p className="-mt-2 text-sm text-slate-600">
          Only instructors see these: never the learner's page or the link they share.
        </p>
        <TextField
          id={ids.birth}
          label="Date of birth"
          optional
          error={errors.dateOfBirth?.message}
          controlClassName="sm:max-w-56"
          type="date"
          max={getSchoolToday(new Date())}
          {...register('dateOfBirth')}
        />
        <TextField
          id={ids.licence}
          label="Provisional licence number"
          optional
          hint="16 characters from the photocard, like MORGA657054SM9IJ."
          error={errors.provisionalLicenceNumber?.message}
          controlClassName="font-mono uppercase"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          {...register('provisionalLicenceNumber')}
        />
        <div className="grid gap-1">
          <p className="font-medium text-slate-900">Theory test certificate number</p>
          <p className="text-slate-700">
            {record.theoryPassedOn === null
              ? 'No theory pass recorded yet: record it (with its certificate number) under Tests.'
              : record.theoryCertificateNumber === null
                ? `Passed ${formatLongDate(record.theoryPassedOn)}; no certificate number recorded (edit the theory pass under Tests).`
                : `${record.theoryCertificateNumber} (passed ${formatLongDate(record.theoryPassedOn)})`}
          </p>
        </div>
      </fieldset>
      <FormAlert message={dialog.serverMessage} />
      <DialogFormActions isPending={save.isPending} submitLabel="Save Record" />
    </form>
  );
}

/** The pupil record: opens on a tap and loads then (personal data is not fetched for every card). */
export function PupilRecordDialog({ studentId, studentName }: LearnerProps) {
  const [open, setOpen] = useState(false);
  const record = usePupilRecord(studentId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <IdCard aria-hidden="true" className="size-5" />
          Pupil record
          <span className="sr-only"> of {studentName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Pupil record"
        description={`Where to pick ${studentName} up, and their details for the test.`}
      >
        {record.data ? (
          <PupilRecordForm
            studentId={studentId}
            studentName={studentName}
            record={record.data}
            onSaved={() => setOpen(false)}
          />
        ) : record.isError ? (
          <div className="grid gap-3" role="alert">
            <p className="text-slate-800">The record didn't load. Check your connection and try again.</p>
            <Button variant="secondary" className="justify-self-start" onClick={() => void record.refetch()}>
              <RotateCw aria-hidden="true" className="size-5" />
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid gap-3" role="status">
            <span className="sr-only">Loading the pupil record</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-1/2" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

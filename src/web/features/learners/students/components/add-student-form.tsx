import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  DRIVING_EXPERIENCE_OPTIONS,
  drivingExperienceLabels,
} from '../../../../../core/bookings/booking/booking-schemas';
import {
  type CreateManualStudentRequest,
  createManualStudentRequestSchema,
} from '../../../../../core/learners/students-schemas';
import { Button } from '../../../../components/ui/button';
import { GENERIC_FAILURE_TITLE, showFailureToast } from '../../../../components/ui/failure-toasts';
import { SelectField, TextField } from '../../../../components/ui/form-field';
import { SectionCard } from '../../../../components/ui/section-card';
import { toast } from '../../../../components/ui/toast-store';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useCreateManualStudent } from '../api/create-manual-student';

export const CREATE_STUDENT_FAILED_MESSAGE = 'Failed to create student. Please try again.';

const formFields = ['fullName', 'email', 'phone', 'drivingExperience'] as const;

/** 'Add Student Manually' (spec section 5): the learner appears in the list straight away. */
export function AddStudentForm() {
  const createStudent = useCreateManualStudent();
  const form = useForm<CreateManualStudentRequest>({
    resolver: zodResolver(createManualStudentRequestSchema),
    defaultValues: { fullName: '', email: '', phone: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  function handleValid(values: CreateManualStudentRequest) {
    createStudent.mutate(values, {
      onSuccess: (student) => {
        form.reset();
        toast({
          title: 'Student Added',
          description: `${student.fullName} is on your list. Generate an access link to share their progress.`,
        });
      },
      onError: (error) => {
        // The server's field messages (a duplicate e-mail) go next to their inputs.
        const placed = placeServerFieldErrors(error, formFields, form.setError);
        if (!placed) showFailureToast(GENERIC_FAILURE_TITLE, CREATE_STUDENT_FAILED_MESSAGE);
      },
    });
  }

  return (
    <SectionCard
      id="add-student"
      title="Add Student Manually"
      description="For learners who booked by phone or in person."
    >
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(handleValid)}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id="student-full-name"
            label="Full name"
            error={errors.fullName?.message}
            autoComplete="off"
            {...register('fullName')}
          />
          <TextField
            id="student-email"
            label="Email"
            error={errors.email?.message}
            type="email"
            inputMode="email"
            autoComplete="off"
            {...register('email')}
          />
          <TextField
            id="student-phone"
            label="Phone"
            error={errors.phone?.message}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...register('phone')}
          />
          <SelectField
            id="student-experience"
            label="Driving experience"
            error={errors.drivingExperience?.message}
            defaultValue=""
            {...register('drivingExperience')}
          >
            <option value="" disabled>
              Choose…
            </option>
            {DRIVING_EXPERIENCE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {drivingExperienceLabels[option]}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" className="justify-self-start" disabled={createStudent.isPending}>
          {createStudent.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <UserPlus aria-hidden="true" className="size-5" />
          )}
          {createStudent.isPending ? 'Adding…' : 'Add Student'}
        </Button>
      </form>
    </SectionCard>
  );
}

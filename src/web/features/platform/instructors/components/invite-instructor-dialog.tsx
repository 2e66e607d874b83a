import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CreateInstructorInvitationResponse,
  INVITATION_LINK_DAYS,
  instructorInvitationRequestSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, TextField } from '../../../../components/ui/form-field';
import { InstructorNameField } from '../../../../components/ui/instructor-contact-fields';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { useInviteInstructor } from '../api/invite-instructor';

export const INVITE_FAILED_MESSAGE = "The invitation wasn't made. Check your connection and try again.";

type InvitationForm = z.input<typeof instructorInvitationRequestSchema>;
type ValidInvitation = z.output<typeof instructorInvitationRequestSchema>;

const invitationFields = ['email', 'fullName', 'role'] as const;

/** 'Invite an instructor': their name, e-mail and role; the answer is shown by the tab. */
export function InviteInstructorDialog({
  onInvited,
}: {
  onInvited: (answer: CreateInstructorInvitationResponse) => void;
}) {
  const invite = useInviteInstructor();
  const form = useForm<InvitationForm, unknown, ValidInvitation>({
    resolver: zodResolver(instructorInvitationRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    initialValues: () => ({ email: '', fullName: '', role: 'instructor' as const }),
    fieldNames: invitationFields,
    failureMessage: INVITE_FAILED_MESSAGE,
  });
  const {
    register,
    formState: { errors },
  } = form;

  function handleValid(values: ValidInvitation) {
    invite.mutate(values, {
      onSuccess: (answer) => {
        dialog.close();
        onInvited(answer);
      },
      onError: (error) => dialog.showFailure(error),
    });
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" className="size-5" />
          Invite an instructor
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Invite an instructor"
        description={`They get a link to set their password and profile. It works once, for ${INVITATION_LINK_DAYS} days.`}
      >
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <InstructorNameField
            id="invite-instructor-name"
            ownName={false}
            error={errors.fullName?.message}
            registration={register('fullName')}
          />
          <TextField
            id="invite-instructor-email"
            label="E-mail address"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField
            id="invite-instructor-role"
            label="Role"
            hint="An instructor has their own diary and learners. An owner sees and changes everything, as you do."
            error={errors.role?.message}
            {...register('role')}
          >
            <option value="instructor">Instructor</option>
            <option value="owner">Owner</option>
          </SelectField>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions
            isPending={invite.isPending}
            submitLabel="Send Invitation"
            pendingLabel="Sending…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

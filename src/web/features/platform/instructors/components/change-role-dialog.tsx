import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type InstructorAccount,
  type InstructorRoleChangeRequest,
  instructorRoleChangeRequestSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions, DialogTrigger } from '../../../../components/ui/dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChoiceGroup, ChoiceOption } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { useDialogForm } from '../../../../hooks/use-dialog-form';
import { useChangeInstructorRole } from '../api/change-instructor-role';

export const ROLE_NOT_CHANGED_MESSAGE = "The role wasn't changed. Check your connection and try again.";

const ROLE_CHOICES = [
  {
    role: 'instructor',
    label: 'Instructor',
    hint: 'Their own diary, learners, lessons and money.',
  },
  {
    role: 'owner',
    label: 'Owner',
    hint: "Sees and changes everything, as you do: every instructor's diary, the settings and the instructors.",
  },
] as const;

/**
 * 'Change role' on an account card (docs/decisions/0050): instructor or owner, confirmed in a
 * dialog. It holds from the instructor's next request; the school's last active owner keeps theirs
 * (the server says so in the dialog).
 */
export function ChangeRoleDialog({ account, name }: { account: InstructorAccount; name: string }) {
  const change = useChangeInstructorRole();
  const form = useForm<InstructorRoleChangeRequest>({
    resolver: zodResolver(instructorRoleChangeRequestSchema),
  });
  const dialog = useDialogForm({
    form,
    // Opened to change it: the other role is chosen.
    initialValues: () => ({ role: account.role === 'owner' ? ('instructor' as const) : ('owner' as const) }),
    fieldNames: ['role'],
    failureMessage: ROLE_NOT_CHANGED_MESSAGE,
  });

  function handleValid({ role }: InstructorRoleChangeRequest) {
    if (role === account.role) {
      dialog.close();
      return;
    }
    change.mutate(
      { instructorId: account.id, request: { role } },
      {
        onSuccess: (saved) => {
          dialog.close();
          toast({
            title: 'Role changed',
            description:
              saved.role === 'owner'
                ? `${name} is now an owner of the school.`
                : `${name} is now an instructor: their own diary and learners.`,
          });
        },
        onError: (error) => dialog.showFailure(error),
      },
    );
  }

  return (
    <Dialog {...dialog.dialogProps}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact" className="justify-self-start">
          Change role<span className="sr-only"> of {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Change ${name}'s role`}
        description="It changes at once, on every device they are signed in on."
      >
        <form className="grid gap-4" noValidate onSubmit={dialog.handleSubmit(handleValid)}>
          <ChoiceGroup
            id={`change-role-${account.id}`}
            legend="Role"
            error={form.formState.errors.role?.message}
          >
            {ROLE_CHOICES.map((choice) => (
              <ChoiceOption
                key={choice.role}
                type="radio"
                id={`change-role-${account.id}-${choice.role}`}
                value={choice.role}
                label={
                  <span className="grid gap-0.5">
                    <span className="font-medium">
                      {choice.label}
                      {choice.role === account.role ? ' (now)' : ''}
                    </span>
                    <span className="text-sm text-slate-600">{choice.hint}</span>
                  </span>
                }
                {...form.register('role')}
              />
            ))}
          </ChoiceGroup>
          <FormAlert message={dialog.serverMessage} />
          <DialogFormActions
            isPending={change.isPending}
            submitLabel="Change Role"
            pendingLabel="Changing…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type InstructorAccount,
  type InstructorProfileInput,
  instructorProfileInputSchema,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import {
  INSTRUCTOR_PROFILE_FIELD_NAMES,
  InstructorProfileFields,
  type InstructorProfileFormValues,
  instructorProfileErrors,
  toInstructorProfileFormValues,
} from '../../../../components/ui/instructor-profile-fields';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast-store';
import { isApiRequestError } from '../../../../lib/api-client';
import { MY_PROFILE_SECTION_ID } from '../../../../lib/dashboard-tabs';
import { placeServerFieldErrors } from '../../../../lib/server-field-errors';
import { useOwnProfile } from '../api/get-own-profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { SETTINGS_CHECK_FIELDS_MESSAGE, type SettingsSaveOutcome } from '../use-settings-section-save';
import { SettingsSaveBar } from './settings-save-bar';

export const PROFILE_NOT_SAVED_MESSAGE = 'Your profile was not saved. Check your connection and try again.';

/**
 * "My profile" (issue 37, docs/decisions/0050): the instructor's own photo (`photo`, which saves on
 * its own), name, phone, car, areas and introduction, as learners see them on the site and the
 * booking page. The fieldset and the
 * schema are the invitation page's, so it is checked alike here and on the server.
 */
export function MyProfileSection({ photo }: { photo?: ReactNode } = {}) {
  const profile = useOwnProfile();
  // Opened from the dashboard's "My profile" link: the tab loads after the address changed, so
  // the browser's own jump to the section has nothing to jump to yet.
  useEffect(() => {
    if (window.location.hash === `#${MY_PROFILE_SECTION_ID}`) {
      document.getElementById(`${MY_PROFILE_SECTION_ID}-title`)?.scrollIntoView();
    }
  }, []);
  return (
    <SectionCard
      id={MY_PROFILE_SECTION_ID}
      title="My profile"
      description="What learners see about you on the site and when they choose who teaches them."
    >
      {profile.isPending ? (
        <div className="grid gap-4">
          <p className="sr-only" role="status">
            Loading your profile
          </p>
          <Skeleton className="h-11 w-full sm:w-96" />
          <Skeleton className="h-11 w-full sm:w-96" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : profile.data ? (
        <MyProfileForm saved={profile.data} photo={photo} />
      ) : (
        <LoadErrorCard
          title="Your profile didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      )}
    </SectionCard>
  );
}

function MyProfileForm({ saved, photo }: { saved: InstructorAccount; photo: ReactNode }) {
  const save = useUpdateOwnProfile();
  const [outcome, setOutcome] = useState<SettingsSaveOutcome | null>(null);
  const form = useForm<InstructorProfileFormValues, unknown, InstructorProfileInput>({
    resolver: zodResolver(instructorProfileInputSchema),
    defaultValues: toInstructorProfileFormValues(saved),
  });
  const unnamed = saved.fullName === null;

  function handleValid(values: InstructorProfileInput) {
    setOutcome(null);
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(toInstructorProfileFormValues(answer));
        toast({ title: 'Profile saved', description: 'Learners see your changes straight away.' });
      },
      onError: (failure) => {
        const placed =
          isApiRequestError(failure, 400) &&
          placeServerFieldErrors(failure, INSTRUCTOR_PROFILE_FIELD_NAMES, form.setError);
        setOutcome({
          kind: 'failed',
          message: placed
            ? SETTINGS_CHECK_FIELDS_MESSAGE
            : explainFailure(failure, PROFILE_NOT_SAVED_MESSAGE),
        });
      },
    });
  }

  return (
    <form
      className="grid gap-6"
      noValidate
      aria-label="My profile"
      onSubmit={(event) => {
        form.clearErrors();
        void form.handleSubmit(handleValid)(event);
      }}
    >
      {unnamed ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          Learners do not see you in the list of instructors until your profile has your name.
        </p>
      ) : null}
      <InstructorProfileFields
        idPrefix="my-profile"
        register={form.register}
        errors={instructorProfileErrors(form.formState.errors)}
        headingLevel={4}
        photo={photo}
      />
      <SettingsSaveBar label="Save My Profile" isPending={save.isPending} outcome={outcome} />
    </form>
  );
}

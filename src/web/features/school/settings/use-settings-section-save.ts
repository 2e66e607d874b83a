import { useState } from 'react';
import type {
  SchoolSettingKey,
  SchoolSettings,
} from '../../../../core/school/settings/school-settings-schemas';
import { explainFailure } from '../../../components/ui/failure-toasts';
import { isApiRequestError } from '../../../lib/api-client';
import { placeServerFieldErrors } from '../../../lib/server-field-errors';
import { useUpdateSchoolSettings } from './api/update-school-settings';
import { getChangedSettings } from './school-settings-form';

export const SETTINGS_NOT_SAVED_MESSAGE = 'The settings were not saved. Please try again.';
export const SETTINGS_CHECK_FIELDS_MESSAGE = 'Not saved: please correct the settings marked above.';
export const SETTINGS_UNCHANGED_MESSAGE = 'Nothing to save: no setting in this section has changed.';

/** What the last Save of a section did, shown beside its button. */
export type SettingsSaveOutcome =
  | { kind: 'saved'; message: string }
  | { kind: 'unchanged'; message: string }
  | { kind: 'failed'; message: string };

export interface SettingsSectionSubmit<Key extends SchoolSettingKey> {
  saved: SchoolSettings;
  values: Pick<SchoolSettings, Key>;
  /** The form starts again from what the server saved. */
  onSaved: (answer: SchoolSettings) => void;
  setError: (name: Key, error: { message: string }, options: { shouldFocus: boolean }) => void;
}

/**
 * Saves one section of the school's settings: only the settings it changed (PATCH), the server's
 * field messages on its fields on a 400, and what happened in words. On failure the form keeps
 * what was typed: nothing is reset.
 */
export function useSettingsSectionSave<Key extends SchoolSettingKey>(
  keys: readonly Key[],
  savedMessage: string,
) {
  const save = useUpdateSchoolSettings();
  const [outcome, setOutcome] = useState<SettingsSaveOutcome | null>(null);

  function submit({ saved, values, onSaved, setError }: SettingsSectionSubmit<Key>) {
    const patch = getChangedSettings(saved, values, keys);
    if (Object.keys(patch).length === 0) {
      setOutcome({ kind: 'unchanged', message: SETTINGS_UNCHANGED_MESSAGE });
      return;
    }
    setOutcome(null);
    save.mutate(patch, {
      onSuccess: (answer) => {
        onSaved(answer);
        setOutcome({ kind: 'saved', message: savedMessage });
      },
      onError: (failure) => {
        const placed = isApiRequestError(failure, 400) && placeServerFieldErrors(failure, keys, setError);
        setOutcome({
          kind: 'failed',
          message: placed
            ? SETTINGS_CHECK_FIELDS_MESSAGE
            : explainFailure(failure, SETTINGS_NOT_SAVED_MESSAGE),
        });
      },
    });
  }

  return { submit, outcome, isPending: save.isPending, clearOutcome: () => setOutcome(null) };
}

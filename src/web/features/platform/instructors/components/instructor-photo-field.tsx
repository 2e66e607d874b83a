import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { describedBy, FieldError } from '../../../../components/ui/form-field';
import { InstructorAvatar } from '../../../../components/ui/instructor-avatar';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { classNames } from '../../../../lib/class-names';
import { useRemoveInstructorPhoto } from '../api/remove-instructor-photo';
import { useUploadInstructorPhoto } from '../api/upload-instructor-photo';
import { PhotoPreparationError, prepareInstructorPhoto } from '../lib/prepare-instructor-photo';

export interface InstructorPhotoFieldProps {
  instructorId: number;
  /** The name the photo shows (its text) and whose initials stand in for it. */
  fullName: string;
  /** The current photo's address, or null. */
  photoUrl: string | null;
  /** Told the new address (null once removed) after the server has it. */
  onChange?: (photoUrl: string | null) => void;
  /** The field's label (default "Photo"). */
  label?: string;
  /** The hint under the buttons. */
  hint?: string;
  /** Shows the photo (or initials) beside the buttons; off where the photo is already shown. */
  preview?: boolean;
}

const FAILED_MESSAGE = "The photo wasn't saved. Check your connection and try again.";

/** The server's words for the photo (its field message), or a general one. */
function describeFailure(error: unknown): string {
  if (error instanceof PhotoPreparationError) return error.message;
  if (isApiRequestError(error)) {
    const fields = error.apiError?.fields;
    return fields?.photo ?? fields?.contentType ?? getApiErrorMessage(error, FAILED_MESSAGE);
  }
  return FAILED_MESSAGE;
}

/**
 * An instructor's photo (issue 37, docs/decisions/0049): the current one or their initials,
 * "Choose a photo" (resized in the browser, then uploaded) and "Remove photo", with progress and
 * the error under the control. Self-contained: it saves on its own and tells `onChange`.
 */
export function InstructorPhotoField({
  instructorId,
  fullName,
  photoUrl,
  onChange,
  label = 'Photo',
  hint = 'Learners see it beside your name when they choose an instructor. A square from the middle of the picture is used.',
  preview = true,
}: InstructorPhotoFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const upload = useUploadInstructorPhoto(instructorId);
  const remove = useRemoveInstructorPhoto(instructorId);
  const uploading = preparing || upload.isPending;
  const busy = uploading || remove.isPending;

  async function handleFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after an error.
    input.value = '';
    if (!file) return;
    setError(null);
    setPreparing(true);
    try {
      const request = await prepareInstructorPhoto(file);
      setPreparing(false);
      const answer = await upload.mutateAsync(request);
      onChange?.(answer.photoUrl);
      toast({ title: 'Photo saved', description: 'Learners see it when they choose an instructor.' });
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setPreparing(false);
    }
  }

  function handleRemove() {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        onChange?.(answer.photoUrl);
        toast({ title: 'Photo removed', description: 'Learners see your initials instead.' });
      },
      onError: (failure) => setError(getApiErrorMessage(failure, "The photo wasn't removed. Try again.")),
    });
  }

  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 font-medium text-slate-900">{label}</legend>
      <div className="flex items-center gap-4">
        {preview ? <InstructorAvatar fullName={fullName} photoUrl={photoUrl} size={80} /> : null}
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              className={buttonClassName({
                variant: 'secondary',
                size: 'compact',
                className: classNames(
                  'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700',
                  busy ? 'pointer-events-none opacity-60' : undefined,
                ),
              })}
            >
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/*"
                className="sr-only"
                disabled={busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { hint: true, error: error ?? undefined })}
                onChange={(event) => void handleFileChosen(event)}
              />
              <ImagePlus aria-hidden="true" className="size-4" />
              Choose a photo
            </label>
            {photoUrl ? (
              <Button variant="ghost" size="compact" onClick={handleRemove} disabled={busy}>
                <Trash2 aria-hidden="true" className="size-4" />
                {remove.isPending ? 'Removing…' : 'Remove photo'}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        </div>
      </div>
      <div role="status" className="empty:hidden">
        {uploading ? (
          <span className="flex items-center gap-2 text-sm text-slate-700">
            <progress className="h-2 w-32 accent-blue-700" aria-label="Uploading the photo" />
            {preparing ? 'Preparing the photo…' : 'Uploading…'}
          </span>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} message={error ?? undefined} />
    </fieldset>
  );
}

import { ArchiveRestore, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import {
  type BackupFileReading,
  readBackupFile,
} from '../../../../../core/platform/backup/backup-file-reader';
import {
  type BackupEnvelope,
  backupTooLargeMessage,
  describeRestorePasswordLinks,
  RESTORE_MAX_BYTES,
} from '../../../../../core/platform/backup/backup-schemas';
import { Button } from '../../../../components/ui/button';
import { DangerButton } from '../../../../components/ui/danger-button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { explainFailure } from '../../../../components/ui/failure-toasts';
import { ProgressBar } from '../../../../components/ui/progress-visuals';
import { toast } from '../../../../components/ui/toast-store';
import { useRestoreBackup } from '../api/restore-backup';
import { describeRestoredRows, formatBackupMadeAt, readBlobChunks } from '../backup-file';

export const RESTORE_FAILED_MESSAGE = 'Failed to restore the backup. Nothing was changed. Please try again.';
/** The browser could not read the chosen file (moved or deleted since it was chosen). */
const FILE_NOT_READ_MESSAGE = 'This file could not be read. Nothing was changed. Please choose it again.';
/** A restore ends this session too: the sign-in form shows, with this toast, for a while. */
const RESTORED_TOAST_MS = 30_000;

type RestoreStep =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string; percent: number }
  | { kind: 'unreadable'; fileName: string; message: string }
  | { kind: 'confirm'; fileName: string; backup: BackupEnvelope; file: File };

/**
 * 'Restore from a backup': choose a backup file, read what it is (school and date) in the
 * browser, confirm that everything will be replaced, then upload it. The server checks the file
 * again and refuses a damaged or newer one with nothing changed.
 */
export function BackupRestoreControl() {
  const [step, setStep] = useState<RestoreStep>({ kind: 'idle' });
  /** How much of the file has been uploaded (0 to 1), while restoring. */
  const [uploaded, setUploaded] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const restore = useRestoreBackup();

  async function handleFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    restore.reset();
    // Over the server's limit: said before reading or sending any of it.
    if (file.size > RESTORE_MAX_BYTES) {
      setStep({ kind: 'unreadable', fileName: file.name, message: backupTooLargeMessage(file.size) });
      return;
    }
    setStep({ kind: 'reading', fileName: file.name, percent: 0 });
    // Read in chunks, a row at a time, as the server reads it: never the whole file as one string.
    // A large file takes seconds: the button counts them in whole percents.
    let shownPercent = 0;
    const onRead = (fraction: number) => {
      const percent = Math.floor(fraction * 100);
      if (percent === shownPercent) return;
      shownPercent = percent;
      setStep({ kind: 'reading', fileName: file.name, percent });
    };
    const reading = await readBackupFile(readBlobChunks(file, onRead)).catch(
      (): BackupFileReading => ({ ok: false, message: FILE_NOT_READ_MESSAGE }),
    );
    setStep(
      reading.ok
        ? { kind: 'confirm', fileName: file.name, backup: reading.backup, file }
        : { kind: 'unreadable', fileName: file.name, message: reading.message },
    );
  }

  async function handleConfirm(file: File) {
    try {
      setUploaded(0);
      const result = await restore.mutateAsync({ file, onUploadProgress: setUploaded });
      // The dashboard has given way to the sign-in form by now; the toast says what happened.
      toast({
        title: 'Backup restored',
        description: [
          `The backup of ${formatBackupMadeAt(result.exportedAt)} is back: ${describeRestoredRows(result)}.`,
          describeRestorePasswordLinks(result.passwordLinks),
          'Sign in again to carry on.',
        ]
          .filter((sentence) => sentence !== null)
          .join(' '),
        duration: RESTORED_TOAST_MS,
      });
    } catch {
      // Shown in the dialog, from the mutation's error.
    }
  }

  function handleOpenChange(open: boolean) {
    if (!open && !restore.isPending) setStep({ kind: 'idle' });
  }

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="hidden"
        aria-label="Backup file to restore"
        onChange={(event) => void handleFileChosen(event)}
      />
      <Button
        ref={openButton}
        variant="secondary"
        size="compact"
        onClick={() => fileInput.current?.click()}
        disabled={step.kind === 'reading'}
      >
        {step.kind === 'reading' ? (
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        ) : (
          <ArchiveRestore aria-hidden="true" className="size-4" />
        )}
        {step.kind === 'reading'
          ? `Reading file… ${step.percent > 0 ? `${step.percent}%` : ''}`.trim()
          : 'Restore from a backup'}
      </Button>
      <Dialog open={step.kind === 'confirm' || step.kind === 'unreadable'} onOpenChange={handleOpenChange}>
        {step.kind === 'unreadable' ? (
          <DialogContent
            title="This file can't be restored"
            description={step.message}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              openButton.current?.focus();
            }}
          >
            <p className="text-sm break-words text-slate-600">File: {step.fileName}</p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
            </div>
          </DialogContent>
        ) : step.kind === 'confirm' ? (
          <DialogContent
            title="Replace everything with this backup?"
            description={
              <>
                The backup of <strong className="text-slate-900">{step.backup.school}</strong> made on{' '}
                <strong className="text-slate-900">{formatBackupMadeAt(step.backup.exportedAt)}</strong>.
              </>
            }
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              openButton.current?.focus();
            }}
          >
            <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-800">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <ul className="grid list-disc gap-1 pl-4 text-sm">
                <li>
                  Everything in the dashboard is replaced by what the backup holds: learners, bookings,
                  lessons, payments and costs, availability, time off, the waiting list, messages and
                  settings. Anything added since the backup was made is lost.
                </li>
                <li>Every session ends: you sign in again with your password.</li>
                <li>
                  A backup holds no passwords: each instructor other than the school's owners is sent a link
                  to set a new one by e-mail, and you are told who was sent one.
                </li>
                <li>Progress, payment and offer links sent before stop working: send learners new ones.</li>
              </ul>
            </div>
            <p className="text-sm break-words text-slate-600">
              File: {step.fileName}. Not sure? Download a backup of today's data first.
            </p>
            {restore.isPending ? (
              <div role="status" className="grid gap-2">
                <p className="flex items-center gap-2 font-semibold text-slate-800">
                  <LoaderCircle aria-hidden="true" className="size-5 shrink-0 motion-safe:animate-spin" />
                  {uploaded < 1
                    ? `Uploading the file: ${Math.round(uploaded * 100)}%`
                    : "Restoring the school's data…"}
                </p>
                <ProgressBar percent={uploaded * 100} label="Upload" className="h-2" />
                <p className="text-sm text-slate-600">Keep this page open until it finishes.</p>
              </div>
            ) : null}
            {restore.isError ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
                {explainFailure(restore.error, RESTORE_FAILED_MESSAGE)}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" disabled={restore.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <DangerButton onClick={() => void handleConfirm(step.file)} disabled={restore.isPending}>
                {restore.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                ) : null}
                {restore.isPending ? 'Restoring…' : 'Replace everything'}
              </DangerButton>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

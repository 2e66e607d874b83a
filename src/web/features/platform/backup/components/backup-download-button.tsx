import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { GENERIC_FAILURE_TITLE, showFailureToast } from '../../../../components/ui/failure-toasts';
import { toast } from '../../../../components/ui/toast-store';
import { useExportBackup } from '../api/export-backup';
import { getBackupFileName, toBackupFileText } from '../backup-file';

export const BACKUP_FAILED_MESSAGE = 'Failed to download backup. Please try again.';

/** Saves a file in the browser without leaving the page. */
function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Download Backup': every school record as one JSON file (no passwords or session tokens). */
export function BackupDownloadButton() {
  const exportBackup = useExportBackup();

  function handleDownload() {
    exportBackup.mutate(undefined, {
      onSuccess: (data) => {
        const fileName = getBackupFileName(new Date());
        saveTextFile(fileName, toBackupFileText(data));
        toast({ title: 'Backup Downloaded', description: `Saved as ${fileName}. Keep it somewhere safe.` });
      },
      onError: () => showFailureToast(GENERIC_FAILURE_TITLE, BACKUP_FAILED_MESSAGE),
    });
  }

  return (
    <Button variant="secondary" size="compact" onClick={handleDownload} disabled={exportBackup.isPending}>
      {exportBackup.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {exportBackup.isPending ? 'Preparing backup…' : 'Download Backup'}
    </Button>
  );
}

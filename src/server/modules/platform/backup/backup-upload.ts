import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { backupTooLargeMessage } from '../../../../core/platform/backup/backup-schemas';
import { AppError } from '../../../lib/app-error';

export const backupTooLarge = (bytes: number | null) =>
  new AppError(413, 'BACKUP_TOO_LARGE', backupTooLargeMessage(bytes));

/**
 * An uploaded backup, written to a temporary file as it arrived. Restore reads it from there
 * after the upload is complete, so a slow upload never holds the database (on the embedded one a
 * transaction holds every other query), and the file is never held in memory.
 */
export class UploadedBackupFile {
  constructor(
    readonly path: string,
    readonly bytes: number,
    private readonly directory: string,
  ) {}

  /** Safe to call twice. */
  async remove(): Promise<void> {
    await rm(this.directory, { recursive: true, force: true });
  }
}

/**
 * Writes the request's body to a new temporary file, refusing it (413) once it passes `maxBytes`.
 * The rest of a refused body is left for Node to read and drop, so the client, still sending,
 * hears the answer rather than a closed connection.
 */
export async function saveBackupUpload(
  payload: Readable,
  maxBytes: number,
  /** Where the temporary file's directory is made. */
  parentDirectory = tmpdir(),
): Promise<UploadedBackupFile> {
  const directory = await mkdtemp(join(parentDirectory, 'school-restore-'));
  const path = join(directory, 'backup.json');
  const file = createWriteStream(path);
  let bytes = 0;
  try {
    for await (const chunk of payload.iterator({ destroyOnReturn: false })) {
      const data: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      bytes += data.length;
      if (bytes > maxBytes) throw backupTooLarge(null);
      // once() rejects if the file fails meanwhile (a full disk).
      if (!file.write(data)) await once(file, 'drain');
    }
    file.end();
    await finished(file);
    return new UploadedBackupFile(path, bytes, directory);
  } catch (error) {
    file.destroy();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

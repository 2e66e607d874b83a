import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveBackupUpload } from './backup-upload';

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'backup-upload-test-'));
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('saveBackupUpload', () => {
  it('writes the body to a temporary file, which remove() deletes', async () => {
    const upload = await saveBackupUpload(
      Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]),
      10,
      parent,
    );
    expect(upload.bytes).toBe(7);
    expect(await readFile(upload.path, 'utf8')).toBe('{"a":1}');
    await upload.remove();
    await upload.remove();
    expect(existsSync(upload.path)).toBe(false);
    expect(await readdir(parent)).toEqual([]);
  });

  it('refuses a body that grows past the limit with 413, keeping nothing of it', async () => {
    // No declared size (a chunked upload): counted as it arrives.
    const chunks = Readable.from(['12345', '67890', '1']);
    await expect(saveBackupUpload(chunks, 10, parent)).rejects.toMatchObject({
      statusCode: 413,
      code: 'BACKUP_TOO_LARGE',
      message: expect.stringMatching(
        /^This backup file is too large to restore here: .+ this one is larger than that\./,
      ),
    });
    expect(await readdir(parent)).toEqual([]);
    // The rest is left unread, for Node to drop, not destroyed under the client.
    expect(chunks.destroyed).toBe(false);
  });
});

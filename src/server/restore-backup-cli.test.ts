import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../tests/support/test-app';
import { openDatabase } from './db/database-client';
import { instructors, users } from './db/schema';

/*
 * `npm run restore -- FILE` as a person runs it: the CLI in its own process, on an embedded
 * database directory of its own (on PostgreSQL it would empty the database the other API tests
 * share, so this runs on the PGlite project only).
 */
const onPglite = process.env.TEST_DB_ENGINE !== 'postgres';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runRestoreCli(args: readonly string[], dataDir: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/restore-backup-cli.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function countLearners(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select({ value: count() }).from(users);
    return row?.value ?? -1;
  } finally {
    await database.close();
  }
}

describe.runIf(onPglite)('npm run restore -- FILE', () => {
  const source = setUpTestApp({ env: { SEED_DEMO: 'true' } });
  let workDir: string;
  let backupFile: string;
  let learnersInBackup: number;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'restore-cli-'));
    // An instructor besides the owner and the demo's: after the restore, the one without a password.
    await source.database.db.insert(instructors).values({
      email: 'sarah.khan@example.com',
      fullName: 'Sarah Khan',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    });
    const response = await source.app.inject({
      method: 'GET',
      url: '/api/backup/export',
      headers: source.headers,
    });
    expect(response.statusCode).toBe(200);
    backupFile = join(workDir, 'backup.json');
    await writeFile(backupFile, response.body);
    const [row] = await source.database.db.select({ value: count() }).from(users);
    learnersInBackup = row?.value ?? 0;
    expect(learnersInBackup).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('restores a backup into a new embedded database, then refuses a damaged file and changes nothing', async () => {
    const dataDir = join(workDir, 'data');
    const restored = await runRestoreCli([backupFile], dataDir);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`embedded database in ${dataDir}`);
    expect(restored.stdout).toMatch(new RegExp(`\\n\\s+users\\s+${learnersInBackup}\\n`));
    expect(await countLearners(dataDir)).toBe(learnersInBackup);
    // No SMTP_URL here: the owner is told who could not be e-mailed a link to set a password.
    expect(restored.stdout).toContain(
      'This site cannot send e-mail, so Sarah Khan could not be sent a link to set a new password',
    );

    const damagedFile = join(workDir, 'damaged.json');
    const text = await readFile(backupFile, 'utf8');
    await writeFile(damagedFile, text.slice(0, Math.floor(text.length / 2)));
    const refused = await runRestoreCli([damagedFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Not restored: This backup file is damaged');
    expect(await countLearners(dataDir)).toBe(learnersInBackup);
  }, 120_000);

  it('says how to use it when no file is named', async () => {
    const usage = await runRestoreCli([], join(workDir, 'unused'));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run restore -- FILE');
  }, 60_000);
});

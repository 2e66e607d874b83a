import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type RunningTestServer, startTestServer } from '../../../../../tests/e2e/support/test-server';
import { planBusySchool, writeBusySchoolBackup } from '../../../../../tests/support/busy-school-backup';
import { withPostgresAdmin } from '../../../../../tests/support/test-database';
import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { instructorLoginResponseSchema } from '../../../../core/platform/auth/auth-schemas';
import {
  RESTORE_MAX_BYTES,
  restoreBackupResponseSchema,
} from '../../../../core/platform/backup/backup-schemas';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../../../env';
import '../../../../../tests/support/provided-context';

/*
 * A restore at the route's size limit (docs/decisions/0029-restoring-large-backups.md), on the
 * compiled server started as `npm start` starts it (its 256 MB heap), on this project's engine:
 * a file of exactly RESTORE_MAX_BYTES restores and the process lives, with its peak memory under
 * the budget of a small site on a 1 GB machine; one byte more is refused with 413.
 *
 * The file is half a year of a real school plus the newsletters its outbox keeps, up to the
 * limit: the bytes a large backup makes the server read twice and write, in rows the database
 * takes quickly (about 30 s on PGlite). Ten years of a busy school at the limit, 460,000 small
 * rows, takes minutes on PGlite and is measured by scripts/measure-restore-memory.ts instead.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
/** The budget of `npm run bench:api` (docs/decisions/0023): a small site on a 1 GB machine. */
const PEAK_RSS_BUDGET_MB = 350;

let server: RunningTestServer | undefined;
let databaseName: string | undefined;

afterAll(async () => {
  await server?.stop();
  if (databaseName) {
    await withPostgresAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  }
}, 60_000);

/** On PostgreSQL, a database of its own (migrated, from the test template) for the server. */
async function createServerDatabase(): Promise<Record<string, string>> {
  if (!onPostgres) return {};
  const name = `restore_limit_${randomBytes(5).toString('hex')}`;
  await withPostgresAdmin((admin) =>
    admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplateDatabase')}"`),
  );
  databaseName = name;
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

interface Answer {
  status: number;
  body: string;
}

/**
 * POSTs `chunks` with a declared length, as a browser uploads a file, waiting when the socket asks
 * to. Without chunks only the headers go, and the answer to them is awaited (a refusal by size).
 */
function postChunks(
  url: string,
  headers: Record<string, string>,
  contentLength: number,
  chunks: Iterable<string> | null,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(contentLength) },
    });
    outgoing.on('response', (incoming) => {
      answered = true;
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (part: string) => {
        body += part;
      });
      incoming.on('end', () => {
        resolve({ status: incoming.statusCode ?? 0, body });
        outgoing.destroy();
      });
    });
    // Once answered, the server may close while the rest is still being sent.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (chunks === null) {
      outgoing.flushHeaders();
      return;
    }
    const iterator = chunks[Symbol.iterator]();
    const sendMore = () => {
      for (let next = iterator.next(); !answered; next = iterator.next()) {
        if (next.done) {
          outgoing.end();
          return;
        }
        if (!outgoing.write(next.value)) {
          outgoing.once('drain', sendMore);
          return;
        }
      }
    };
    sendMore();
  });
}

/**
 * GETs `url` on a connection of its own. The restore can outlast the server's keep-alive timeout
 * (72 s), and fetch would reuse the sign-in's pooled socket just as the server closes it.
 */
function getStatusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(incoming.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The process's peak resident memory so far (VmHWM), in MB. */
function readPeakRssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`No VmHWM in /proc/${pid}/status`);
  return Math.round(Number(match[1]) / 1024);
}

describe('restoring a backup at the size limit', () => {
  it(`restores a file of exactly ${RESTORE_MAX_BYTES / 1024 / 1024} MB with the server alive and under its memory budget, and refuses a byte more with 413`, async () => {
    const running = await startTestServer({
      requireWebBuild: false,
      env: { ...(await createServerDatabase()), LOG_LEVEL: 'error' },
    });
    server = running;
    const signIn = await fetch(`${running.baseUrl}/api/auth/instructor-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_INSTRUCTOR_EMAIL, password: DEMO_INSTRUCTOR_PASSWORD }),
    });
    const { token } = instructorLoginResponseSchema.parse(await signIn.json());
    const headers = { authorization: `Bearer ${token}` };
    const restoreUrl = `${running.baseUrl}/api/backup/restore`;
    const plan = planBusySchool({ instructors: 1, weeks: 26 });

    // One byte over: refused from its declared size, before any of it is read. (A body that
    // declares no size is counted as it arrives: backup-upload.test.ts.)
    const tooLarge = await postChunks(restoreUrl, headers, RESTORE_MAX_BYTES + 1, null);
    expect(tooLarge.status, tooLarge.body).toBe(413);
    expect(apiErrorSchema.parse(JSON.parse(tooLarge.body))).toMatchObject({
      code: 'BACKUP_TOO_LARGE',
      message: expect.stringContaining('the dashboard restores files of up to 256 MB'),
    });

    const started = Date.now();
    const restored = await postChunks(
      restoreUrl,
      headers,
      RESTORE_MAX_BYTES,
      writeBusySchoolBackup(plan, { padToBytes: RESTORE_MAX_BYTES, fillWithNewsletters: true }),
    );
    const seconds = (Date.now() - started) / 1000;
    expect(restored.status, restored.body).toBe(200);
    const counts = new Map(
      restoreBackupResponseSchema
        .parse(JSON.parse(restored.body))
        .tables.map(({ table, rows }) => [table, rows]),
    );
    expect(counts.get('users')).toBe(plan.learners.length);
    expect(counts.get('outbox')).toBeGreaterThan(900);

    expect(running.isRunning(), running.output()).toBe(true);
    expect(await getStatusOnNewConnection(`${running.baseUrl}/api/health`)).toBe(200);
    const peakRssMb = readPeakRssMb(running.pid);
    console.info(
      `restore of ${RESTORE_MAX_BYTES} bytes on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${seconds.toFixed(1)} s, peak RSS ${peakRssMb} MB`,
    );
    expect(peakRssMb).toBeLessThan(PEAK_RSS_BUDGET_MB);
  }, 240_000);
});

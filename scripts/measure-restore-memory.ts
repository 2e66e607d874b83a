/*
 * `npm run measure:restore`: the memory and time of restoring a backup at the size limit, on the
 * compiled server started as `npm start` starts it (docs/decisions/0029-restoring-large-backups.md).
 *
 * It writes two backups of the busy school of tests/support/busy-school-backup.ts: ten years of
 * four instructors (the estimate: its size and rows are printed), and the same school with as many
 * instructors as fit under RESTORE_MAX_BYTES, filled with whitespace to exactly the limit. The
 * second is restored twice through POST /api/backup/restore, then downloaded through GET
 * /api/backup/export, on the embedded database and, when MEASURE_DATABASE_URL names an empty
 * PostgreSQL database (it is replaced), on PostgreSQL. For each step: its time, the peak resident
 * memory during it (VmHWM, reset before each step) and the memory after. The nightly backup's first
 * look (60 s after start) writes a backup of the restored school meanwhile, as it would for real.
 */
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { instructorLoginResponseSchema } from '../src/core/platform/auth/auth-schemas';
import { RESTORE_MAX_BYTES, restoreBackupResponseSchema } from '../src/core/platform/backup/backup-schemas';
import { DEMO_INSTRUCTOR_EMAIL, DEMO_INSTRUCTOR_PASSWORD } from '../src/server/env';
import { type RunningTestServer, startTestServer } from '../tests/e2e/support/test-server';
import {
  BUSY_SCHOOL_TEN_YEARS,
  type BusySchoolShape,
  countBusySchoolBackupBytes,
  measureBusySchoolBackup,
  planBusySchool,
  writeBusySchoolBackup,
} from '../tests/support/busy-school-backup';

const MB = 1024 * 1024;
const formatMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function readMemory(pid: number | undefined): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1]) / 1024);
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

/** Starts a new peak: Linux resets VmHWM to the current RSS on writing 5 to clear_refs. */
function resetPeak(pid: number | undefined): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function writeBackupFile(path: string, shape: BusySchoolShape, padToBytes?: number): Promise<number> {
  const file = createWriteStream(path);
  for (const chunk of writeBusySchoolBackup(planBusySchool(shape), padToBytes ? { padToBytes } : {})) {
    if (!file.write(chunk)) await once(file, 'drain');
  }
  file.end();
  await once(file, 'finish');
  return statSync(path).size;
}

function uploadFile(url: string, token: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': String(statSync(path).size),
      },
    });
    outgoing.on('response', (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (part: string) => {
        body += part;
      });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    createReadStream(path).pipe(outgoing);
  });
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/instructor-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_INSTRUCTOR_EMAIL, password: DEMO_INSTRUCTOR_PASSWORD }),
  });
  return instructorLoginResponseSchema.parse(await response.json()).token;
}

interface Step {
  step: string;
  seconds: number;
  status: number;
  peakMb: number;
  afterMb: number;
}

async function measureStep(
  server: RunningTestServer,
  name: string,
  work: () => Promise<number>,
): Promise<Step> {
  resetPeak(server.pid);
  const started = Date.now();
  const status = await work();
  const seconds = (Date.now() - started) / 1000;
  if (!server.isRunning()) throw new Error(`The server died during ${name}:\n${server.output()}`);
  const { rssMb, peakMb } = readMemory(server.pid);
  return { step: name, seconds: Math.round(seconds * 10) / 10, status, peakMb, afterMb: rssMb };
}

async function measureEngine(engine: string, env: Record<string, string>, file: string): Promise<void> {
  const server = await startTestServer({ requireWebBuild: false, env: { ...env, LOG_LEVEL: 'error' } });
  try {
    const atStart = readMemory(server.pid);
    console.log(`\n${engine}: RSS at start ${atStart.rssMb} MB (peak so far ${atStart.peakMb} MB)`);
    const steps: Step[] = [];
    for (const round of [1, 2]) {
      steps.push(
        await measureStep(server, `restore ${round}`, async () => {
          const answer = await uploadFile(
            `${server.baseUrl}/api/backup/restore`,
            await signIn(server.baseUrl),
            file,
          );
          if (answer.status !== 200) throw new Error(`restore ${round}: ${answer.status} ${answer.body}`);
          const rows = restoreBackupResponseSchema
            .parse(JSON.parse(answer.body))
            .tables.reduce((sum, table) => sum + table.rows, 0);
          console.log(`  restore ${round}: ${rows} rows`);
          return answer.status;
        }),
      );
    }
    steps.push(
      await measureStep(server, 'download', async () => {
        const response = await fetch(`${server.baseUrl}/api/backup/export`, {
          headers: { authorization: `Bearer ${await signIn(server.baseUrl)}`, 'accept-encoding': 'identity' },
        });
        let bytes = 0;
        for await (const chunk of response.body ?? []) bytes += chunk.length;
        console.log(`  download: ${formatMb(bytes)}`);
        return response.status;
      }),
    );
    console.table(steps);
    const peak = Math.max(atStart.peakMb, ...steps.map((step) => step.peakMb));
    console.log(`${engine}: peak RSS over the whole run ${peak} MB`);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'measure-restore-'));
  try {
    const estimate = measureBusySchoolBackup(planBusySchool(BUSY_SCHOOL_TEN_YEARS));
    console.log(
      `The busy school after ten years (${BUSY_SCHOOL_TEN_YEARS.instructors} instructors): ${estimate.learners} learners, ${estimate.lessons} lessons, ${formatMb(estimate.bytes)}`,
    );
    const byTable = Object.entries(estimate.bytesByTable).sort(([, a], [, b]) => b - a);
    console.table(
      byTable.map(([table, bytes]) => ({ table, rows: estimate.rows[table], size: formatMb(bytes) })),
    );

    // As many instructors as fit under the limit, for the same ten years.
    let shape = BUSY_SCHOOL_TEN_YEARS;
    for (let instructors = shape.instructors + 1; ; instructors += 1) {
      const larger = { ...BUSY_SCHOOL_TEN_YEARS, instructors };
      if (countBusySchoolBackupBytes(planBusySchool(larger)) > RESTORE_MAX_BYTES) break;
      shape = larger;
    }
    const file = join(work, 'backup-at-limit.json');
    const bytes = await writeBackupFile(file, shape, RESTORE_MAX_BYTES);
    const atLimit = measureBusySchoolBackup(planBusySchool(shape));
    console.log(
      `At the limit: ${shape.instructors} instructors for ten years, ${atLimit.learners} learners, ${Object.values(atLimit.rows).reduce((sum, rows) => sum + rows, 0)} rows, ${formatMb(atLimit.bytes)} of data, padded to ${bytes} bytes`,
    );

    await measureEngine('PGlite (embedded)', {}, file);
    const databaseUrl = process.env.MEASURE_DATABASE_URL;
    if (databaseUrl) await measureEngine('PostgreSQL', { DATABASE_URL: databaseUrl }, file);
    else console.log('\nPostgreSQL: set MEASURE_DATABASE_URL to an empty database to measure it too.');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

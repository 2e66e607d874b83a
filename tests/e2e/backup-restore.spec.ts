import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { studentSchema, studentsListResponseSchema } from '../../src/core/learners/students-schemas';
import {
  backupTooLargeMessage,
  NEWER_BACKUP_MESSAGE,
  RESTORE_MAX_BYTES,
  schoolBackupSchema,
} from '../../src/core/platform/backup/backup-schemas';
import { expectNoAxeViolations } from './support/accessibility';
import { MOBILE_WIDTH, setUpBrowser, VIEWPORT_WIDTHS } from './support/browser';
import { serverDataTemplate } from './support/e2e-context';
import { signInAsDemoInstructor, signInPageAsDemoInstructor } from './support/instructor-api';
import { SCREENSHOT_DIR, SCREENSHOTS_ON } from './support/screenshots';
import { type RunningTestServer, startTestServer } from './support/test-server';
import { expectToast } from './support/toasts';

/*
 * Restoring a backup from the dashboard (issue 22). A restore replaces everything and ends every
 * session, so this spec runs its own server (the demo school on its own embedded database) and
 * never touches the one the other specs share.
 */

let server: RunningTestServer;
let files: string;

beforeAll(async () => {
  server = await startTestServer({ dataTemplate: serverDataTemplate() });
  files = mkdtempSync(join(tmpdir(), 'backup-restore-e2e-'));
});
afterAll(async () => {
  await server?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

const browser = setUpBrowser({ baseUrl: () => server.baseUrl });

async function api<T>(path: string, schema: z.ZodType<T>, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(new URL(path, server.baseUrl), {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  expect(response.ok, `${path}: ${response.status} ${text}`).toBe(true);
  return schema.parse(JSON.parse(text));
}

async function openStudentsTab(page: Page): Promise<void> {
  await signInPageAsDemoInstructor(page);
  await page.goto('/instructor-dashboard?tab=students');
  // On a phone the Students tab opens on the list: backup and restore are one tap away.
  await page.getByRole('button', { name: 'Backup', exact: true }).click();
  await page.getByRole('button', { name: 'Restore from a backup' }).waitFor({ timeout: 15_000 });
}

/** What is on screen at 390 and 1280 px (a dialog over a long page: the full page says little). */
async function screenshotScreen(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of VIEWPORT_WIDTHS) {
    await page.setViewportSize({ width, height: width === MOBILE_WIDTH ? 844 : 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (SCREENSHOTS_ON)
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: MOBILE_WIDTH, height: 844 });
}

function writeFile(name: string, content: string): string {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
}

describe('restoring a backup from the dashboard', () => {
  it('refuses a damaged or newer file with nothing changed, then replaces everything after the confirmation', async () => {
    const token = await signInAsDemoInstructor(server.baseUrl);
    const backupText = JSON.stringify(
      await api('/api/backup/export', schoolBackupSchema, { token }),
      null,
      2,
    );
    const backup = schoolBackupSchema.parse(JSON.parse(backupText));
    const good = writeFile('good-backup.json', backupText);
    const damaged = writeFile('damaged-backup.json', backupText.slice(0, 2_000));
    const newer = writeFile('newer-backup.json', JSON.stringify({ ...backup, schemaVersion: 999 }));
    // Added after the backup: the restore must take it away.
    const added = await api('/api/students/manual', studentSchema, {
      token,
      body: {
        fullName: 'Nina Notinbackup',
        email: 'nina.notinbackup@example.com',
        phone: '07700 900777',
        drivingExperience: 'beginner',
      },
    });

    const page = await browser.newPage(MOBILE_WIDTH);
    await openStudentsTab(page);
    const fileInput = page.getByLabel('Backup file to restore');
    await screenshotScreen(page, 'backup-restore-buttons');

    // A file cut short: the browser says so before anything is sent.
    await fileInput.setInputFiles(damaged);
    const unreadable = page.getByRole('dialog', { name: "This file can't be restored" });
    await unreadable.waitFor();
    expect(await unreadable.innerText()).toContain('This backup file is damaged (it is not complete JSON).');
    await expectNoAxeViolations(page);
    await screenshotScreen(page, 'backup-restore-unreadable');
    await unreadable.getByRole('button', { name: 'Close' }).first().click();
    await unreadable.waitFor({ state: 'detached' });

    // A file over the server's limit (sparse: its size is all that is read): refused in plain words.
    const huge = writeFile('huge-backup.json', '');
    truncateSync(huge, RESTORE_MAX_BYTES + 1);
    await fileInput.setInputFiles(huge);
    await unreadable.waitFor();
    expect(await unreadable.innerText()).toContain(backupTooLargeMessage(RESTORE_MAX_BYTES + 1));
    await expectNoAxeViolations(page);
    await screenshotScreen(page, 'backup-restore-too-large');
    await unreadable.getByRole('button', { name: 'Close' }).first().click();
    await unreadable.waitFor({ state: 'detached' });

    // A file from a newer schema: only the server knows its own version; it refuses it.
    await fileInput.setInputFiles(newer);
    const confirm = page.getByRole('dialog', { name: 'Replace everything with this backup?' });
    await confirm.waitFor();
    const confirmText = await confirm.innerText();
    expect(confirmText).toContain(backup.school);
    expect(confirmText).toContain('Everything in the dashboard is replaced');
    await expectNoAxeViolations(page);
    await screenshotScreen(page, 'backup-restore-confirm');
    // A slow phone connection (about 100 kB/s up): the upload's progress shows.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 100_000,
    });
    await confirm.getByRole('button', { name: 'Replace everything' }).click();
    await confirm
      .getByRole('status')
      .filter({ hasText: /Uploading the file: \d+%/ })
      .waitFor({ timeout: 10_000 });
    await screenshotScreen(page, 'backup-restore-uploading');
    await confirm.getByRole('alert').filter({ hasText: NEWER_BACKUP_MESSAGE }).waitFor({ timeout: 30_000 });
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await screenshotScreen(page, 'backup-restore-refused');
    const stillThere = await api('/api/students', studentsListResponseSchema, { token });
    expect(stillThere.map((student) => student.id)).toContain(added.id);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    // The real backup: confirmed, restored, and the session ends with a toast of what came back.
    await fileInput.setInputFiles(good);
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Replace everything' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30_000 });
    const learners = backup.tables.users?.length ?? 0;
    await expectToast(
      page,
      'Backup restored',
      // Then who was sent a link to set a password, when the backup holds other instructors.
      new RegExp(
        `The backup of .+ is back: ${learners} learners?, .+ records in all\\)\\.( .+)? Sign in again`,
      ),
    );
    await screenshotScreen(page, 'backup-restore-done');
    await expectNoAxeViolations(page);

    const after = await api('/api/students', studentsListResponseSchema, {
      token: await signInAsDemoInstructor(server.baseUrl),
    });
    expect(after.map((student) => student.id)).not.toContain(added.id);
    expect(after).toHaveLength(learners);
  });
});

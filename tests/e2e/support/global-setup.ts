import type { TestProject } from 'vitest/node';
import './e2e-context';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startFakeGoogleServer } from '../../support/fake-google-server';
import './fake-google-context';
import { startMailCatcher } from './mail-catcher';
import { startTestServer } from './test-server';

/**
 * Starts what the whole e2e run shares and hands it to the specs: the server (`getBaseUrl()`), as
 * a new site is set up, with no e-mail (several specs check what the site says then); the mail
 * catcher; and a second server that sends its e-mail to the catcher (`getMailServerBaseUrl()`),
 * for the specs that follow an e-mail.
 *
 * A new database takes most of a server's start (created, migrated, seeded): one server starts on
 * a new one and stops, and every other server of the run (these two, and a spec's own) starts from
 * a copy of its data directory (`serverDataTemplate()`), as the same new site.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Google Calendar runs against a fake Google on 127.0.0.1 (the real client libraries talk to it).
  const google = await startFakeGoogleServer();
  const mail = await startMailCatcher();
  const first = await startTestServer();
  await first.stop({ keepDataDir: true });
  const dataTemplate = first.dataDir;
  const [server, mailServer] = await Promise.all([
    startTestServer({
      env: { ...google.env, GOOGLE_TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      dataTemplate,
    }),
    startTestServer({ env: { SMTP_URL: mail.smtpUrl }, dataTemplate }),
  ]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('fakeGoogleUrl', google.url);
  project.provide('mailCatcherUrl', mail.url);
  project.provide('mailCatcherSmtpUrl', mail.smtpUrl);
  project.provide('mailServerBaseUrl', mailServer.baseUrl);
  project.provide('serverDataTemplate', dataTemplate);
  return async () => {
    await Promise.all([server.stop(), mailServer.stop()]);
    await mail.close();
    rmSync(dataTemplate, { recursive: true, force: true });
    await google.close();
  };
}

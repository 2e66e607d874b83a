import type { TestProject } from 'vitest/node';
import './e2e-context';
import { randomBytes } from 'node:crypto';
import { startFakeGoogleServer } from '../../support/fake-google-server';
import './fake-google-context';
import { startMailCatcher } from './mail-catcher';
import { startTestServer } from './test-server';

/**
 * Starts what the whole e2e run shares and hands it to the specs: the server (`getBaseUrl()`), as
 * a new site is set up, with no e-mail (several specs check what the site says then); the mail
 * catcher; and a second server that sends its e-mail to the catcher (`getMailServerBaseUrl()`),
 * for the specs that follow an e-mail. The two servers start side by side.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Google Calendar runs against a fake Google on 127.0.0.1 (the real client libraries talk to it).
  const google = await startFakeGoogleServer();
  const mail = await startMailCatcher();
  const [server, mailServer] = await Promise.all([
    startTestServer({
      env: { ...google.env, GOOGLE_TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
    }),
    startTestServer({ env: { SMTP_URL: mail.smtpUrl } }),
  ]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('fakeGoogleUrl', google.url);
  project.provide('mailCatcherUrl', mail.url);
  project.provide('mailCatcherSmtpUrl', mail.smtpUrl);
  project.provide('mailServerBaseUrl', mailServer.baseUrl);
  return async () => {
    await Promise.all([server.stop(), mailServer.stop()]);
    await mail.close();
    await google.close();
  };
}

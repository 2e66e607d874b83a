import type { TestProject } from 'vitest/node';
import './e2e-context';
import { randomBytes } from 'node:crypto';
import { startFakeGoogleServer } from '../../support/fake-google-server';
import './fake-google-context';
import { startTestServer } from './test-server';

/** Starts one server for the whole e2e run and hands its URL to the specs (`getBaseUrl()`). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Google Calendar runs against a fake Google on 127.0.0.1 (the real client libraries talk to it).
  const google = await startFakeGoogleServer();
  const server = await startTestServer({
    env: { ...google.env, GOOGLE_TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('fakeGoogleUrl', google.url);
  return async () => {
    await server.stop();
    await google.close();
  };
}

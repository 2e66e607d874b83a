import type { TestProject } from 'vitest/node';
import './e2e-context';
import { startTestServer } from './test-server';

/** Starts one server for the whole e2e run and hands its URL to the specs (`getBaseUrl()`). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}

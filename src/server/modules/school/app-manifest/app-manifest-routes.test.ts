import { describe, expect, it } from 'vitest';
import { setUpTestApp, signInAsInstructor } from '../../../../../tests/support/test-app';
import { webAppManifestSchema } from '../../../../core/platform/app/web-app-manifest';

const testApp = setUpTestApp({ env: { SCHOOL_NAME: 'First Start Driving School' }, signIn: false });

async function getManifest() {
  const response = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return webAppManifestSchema.parse(response.json());
}

describe('GET /manifest.webmanifest', () => {
  it('names the installable app after the school and opens it at /app, standalone', async () => {
    const manifest = await getManifest();
    expect(manifest).toMatchObject({
      name: 'First Start Driving School',
      short_name: 'First Start',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
    });
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      '/icons/app-icon-192.png',
      '/icons/app-icon-512.png',
      '/icons/app-icon-maskable-512.png',
    ]);
  });

  it('follows a rename in Settings at once', async () => {
    const headers = await signInAsInstructor(testApp);
    const patched = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/settings/school',
      headers,
      payload: { schoolName: 'Renamed Driving School' },
    });
    expect(patched.statusCode).toBe(200);
    const manifest = await getManifest();
    expect(manifest.name).toBe('Renamed Driving School');
    expect(manifest.short_name).toBe('Renamed');
  });
});

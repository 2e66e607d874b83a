import { describe, expect, it } from 'vitest';
import { buildWebAppManifest, getAppShortName, webAppManifestSchema } from './web-app-manifest';

describe('getAppShortName', () => {
  it('keeps a short name', () => {
    expect(getAppShortName('Drive Easy')).toBe('Drive Easy');
  });

  it('shortens a long name at a word', () => {
    expect(getAppShortName('Birmingham Automatic Driving School')).toBe('Birmingham');
    expect(getAppShortName('Top  Gear Driving School')).toBe('Top Gear');
  });

  it('cuts a first word longer than the limit', () => {
    expect(getAppShortName('Wolverhamptonshire Lessons')).toBe('Wolverhampto');
  });
});

describe('buildWebAppManifest', () => {
  it('names the app after the school and opens the start page standalone', () => {
    const manifest = buildWebAppManifest({ schoolName: 'Birmingham Automatic Driving School' });
    expect(webAppManifestSchema.parse(manifest)).toEqual(manifest);
    expect(manifest.name).toBe('Birmingham Automatic Driving School');
    expect(manifest.short_name).toBe('Birmingham');
    expect(manifest.start_url).toBe('/app');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

import { z } from 'zod';

/*
 * The installable app's manifest (issue 24), built by the server for each request from the school's
 * name as it stands in Settings: a renamed school shows its new name on the next install.
 */

/** Where the installed app opens: a tiny page that sends this browser to the last home it used. */
export const APP_START_PATH = '/app';

/** design.md: the primary blue (blue-700) for the title bar, a white splash screen. */
export const APP_THEME_COLOUR = '#1d4ed8';
export const APP_BACKGROUND_COLOUR = '#ffffff';

/** The icons `scripts/generate-app-icons.ts` renders from `src/web/public/app-icon.svg`. */
export const APP_ICONS = [
  { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const APPLE_TOUCH_ICON = { src: '/icons/apple-touch-icon.png', size: 180 } as const;

/** A home-screen label fits about 12 characters; a longer name is shortened at a word. */
const SHORT_NAME_LENGTH = 12;

export const webAppManifestSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  short_name: z.string().min(1).max(SHORT_NAME_LENGTH),
  description: z.string(),
  lang: z.string(),
  start_url: z.string().startsWith('/'),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({
      src: z.string().startsWith('/'),
      sizes: z.string().regex(/^\d+x\d+$/),
      type: z.string(),
      purpose: z.enum(['any', 'maskable']),
    }),
  ),
});
export type WebAppManifest = z.infer<typeof webAppManifestSchema>;

/**
 * The name under the home-screen icon: the school's name when short, otherwise its first words that
 * fit ("Birmingham Automatic Driving School" → "Birmingham"), cut at the limit as a last resort.
 */
export function getAppShortName(schoolName: string): string {
  const name = schoolName.trim().replace(/\s+/g, ' ');
  if (name.length <= SHORT_NAME_LENGTH) return name === '' ? 'Lessons' : name;
  let shortName = '';
  for (const word of name.split(' ')) {
    const next = shortName === '' ? word : `${shortName} ${word}`;
    if (next.length > SHORT_NAME_LENGTH) break;
    shortName = next;
  }
  return shortName === '' ? name.slice(0, SHORT_NAME_LENGTH) : shortName;
}

export function buildWebAppManifest({ schoolName }: { schoolName: string }): WebAppManifest {
  const name = schoolName.trim() === '' ? 'Driving lessons' : schoolName.trim();
  return {
    // The app's identity stays the same when the school is renamed.
    id: APP_START_PATH,
    name,
    short_name: getAppShortName(name),
    description: `Your lessons with ${name}: upcoming lessons, progress, payments and messages.`,
    lang: 'en-GB',
    start_url: APP_START_PATH,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: APP_THEME_COLOUR,
    background_color: APP_BACKGROUND_COLOUR,
    icons: APP_ICONS.map((icon) => ({ ...icon })),
  };
}

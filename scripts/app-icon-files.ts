/*
 * The app icons' files (issue 24): the one drawing, the PNGs made from it and the hash that says
 * which drawing they were made from. No image library here: vite.config.ts reads this on each build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const APP_ICON_SVG_PATH = join(root, 'src/web/public/app-icon.svg');
export const APP_ICONS_DIR = join(root, 'src/web/public/icons');
/** The hash of the drawing the committed PNGs were made from. */
export const APP_ICONS_HASH_PATH = join(root, 'scripts/app-icons.sha256');

const THEME_COLOUR = '#1d4ed8';

export interface AppIconOutput {
  file: string;
  size: number;
  /** How much of the icon the drawing fills (1: edge to edge). */
  scale: number;
  /** Behind the drawing; null keeps the corners transparent. */
  background: string | null;
}

export const APP_ICON_OUTPUTS: readonly AppIconOutput[] = [
  { file: 'app-icon-192.png', size: 192, scale: 1, background: null },
  { file: 'app-icon-512.png', size: 512, scale: 1, background: null },
  { file: 'app-icon-maskable-512.png', size: 512, scale: 0.8, background: THEME_COLOUR },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.86, background: THEME_COLOUR },
];

export function hashAppIconSvg(): string {
  return createHash('sha256').update(readFileSync(APP_ICON_SVG_PATH)).digest('hex');
}

/** Whether the committed PNGs were made from the drawing as it is now. */
export function areAppIconsCurrent(): boolean {
  if (!existsSync(APP_ICONS_HASH_PATH)) return false;
  if (APP_ICON_OUTPUTS.some((output) => !existsSync(join(APP_ICONS_DIR, output.file)))) return false;
  return readFileSync(APP_ICONS_HASH_PATH, 'utf8').trim() === hashAppIconSvg();
}

/*
 * Renders the installable app's icons (issue 24) from ONE drawing, src/web/public/app-icon.svg, into
 * src/web/public/icons/: 192 and 512 px, a 512 px maskable one (the drawing inside the 80% safe zone
 * on the theme colour, so a launcher's circle or squircle never cuts the L plate), and the 180 px
 * apple-touch-icon (opaque: iOS fills transparency with black). The PNGs are committed with the
 * drawing's hash; the web build runs this script only when the drawing changed (vite.config.ts), so
 * `npm install && npm start` needs no image library. It draws with Chromium (CHROME_PATH), which
 * renders SVG exactly as the browsers that show it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  APP_ICON_OUTPUTS,
  APP_ICON_SVG_PATH,
  APP_ICONS_DIR,
  APP_ICONS_HASH_PATH,
  type AppIconOutput,
  hashAppIconSvg,
} from './app-icon-files';

function iconPageHtml(svgDataUrl: string, output: AppIconOutput): string {
  const drawn = Math.round(output.size * output.scale);
  const offset = Math.round((output.size - drawn) / 2);
  return `<!doctype html><html><body style="margin:0;width:${output.size}px;height:${output.size}px;background:${
    output.background ?? 'transparent'
  }"><img src="${svgDataUrl}" width="${drawn}" height="${drawn}" style="position:absolute;left:${offset}px;top:${offset}px" alt=""></body></html>`;
}

export async function generateAppIcons(): Promise<void> {
  const svg = readFileSync(APP_ICON_SVG_PATH);
  const svgDataUrl = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `app-icon.svg changed and its PNGs must be drawn again, with Chromium: not found at ${executablePath} (apt-get install -y chromium, or set CHROME_PATH).`,
    );
  }
  mkdirSync(APP_ICONS_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const output of APP_ICON_OUTPUTS) {
      const page = await browser.newPage({
        viewport: { width: output.size, height: output.size },
        deviceScaleFactor: 1,
      });
      await page.setContent(iconPageHtml(svgDataUrl, output));
      await page.locator('img').evaluate((image) => {
        if (!(image instanceof HTMLImageElement)) throw new Error('no icon image');
        return image.decode();
      });
      const png = await page.screenshot({ omitBackground: output.background === null, type: 'png' });
      writeFileSync(join(APP_ICONS_DIR, output.file), png);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  writeFileSync(APP_ICONS_HASH_PATH, `${hashAppIconSvg()}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await generateAppIcons();
  console.log(`App icons written to ${APP_ICONS_DIR}`);
}

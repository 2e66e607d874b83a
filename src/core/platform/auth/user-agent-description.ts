/*
 * A readable name for the browser and system of a user agent string ('Chrome on Android'), for the
 * sessions list. Only the common browsers and systems are named; the order of the checks matters
 * because most browsers also claim to be Safari or Chrome.
 */

const BROWSERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Edge', pattern: /\bEdg(e|A|iOS)?\// },
  { name: 'Opera', pattern: /\b(OPR|Opera)\// },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\// },
  { name: 'Firefox', pattern: /\b(Firefox|FxiOS)\// },
  { name: 'Chrome', pattern: /\b(Chrome|CriOS|Chromium|HeadlessChrome)\// },
  { name: 'Safari', pattern: /\bVersion\/[\d.]+.*\bSafari\// },
];

const SYSTEMS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'iPhone', pattern: /\biPhone\b/ },
  { name: 'iPad', pattern: /\biPad\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'Mac', pattern: /\bMacintosh\b|\bMac OS X\b/ },
  { name: 'Linux', pattern: /\bLinux\b/ },
];

export const UNKNOWN_DEVICE = 'Unknown device';

export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find((candidate) => candidate.pattern.test(userAgent))?.name;
  const system = SYSTEMS.find((candidate) => candidate.pattern.test(userAgent))?.name;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return UNKNOWN_DEVICE;
}

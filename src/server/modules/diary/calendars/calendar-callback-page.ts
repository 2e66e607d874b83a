import { randomBytes } from 'node:crypto';
import {
  CALENDAR_POPUP_MESSAGE_SOURCE,
  type CalendarPopupMessage,
} from '../../../../core/diary/calendar/calendar-schemas';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON that is safe inside a <script> element (no '</script>', no line separators). */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface CallbackPage {
  html: string;
  /** This page's own policy: only its one inline script (by nonce) may run. */
  contentSecurityPolicy: string;
}

/**
 * The page Google sends the popup back to: it tells the dashboard that opened it how the connection
 * went (postMessage, to the school's own origin only) and closes itself. Opened on its own, it says
 * what happened and links back to the dashboard.
 */
export function renderCallbackPage(
  outcome: Omit<CalendarPopupMessage, 'source'>,
  school: { publicUrl: string; schoolName: string },
): CallbackPage {
  const nonce = randomBytes(16).toString('base64');
  const message: CalendarPopupMessage = { source: CALENDAR_POPUP_MESSAGE_SOURCE, ...outcome };
  const targetOrigin = new URL(school.publicUrl).origin;
  const title =
    outcome.status === 'connected' ? 'Google Calendar connected' : 'Google Calendar not connected';
  const script = [
    `var message = ${toScriptJson(message)};`,
    `var origin = ${toScriptJson(targetOrigin)};`,
    'if (window.opener && !window.opener.closed) {',
    '  window.opener.postMessage(message, origin);',
    '  window.setTimeout(function () { window.close(); }, 300);',
    '}',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(school.schoolName)}</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; padding: 2rem 1rem; color: #0f172a; background: #f8fafc; line-height: 1.5; }
main { max-width: 32rem; margin: 0 auto; background: #fff; border: 1px solid #e2e8f0; border-radius: 0.75rem; padding: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
a { color: #1d4ed8; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(outcome.message)}</p>
<p>This window closes by itself. If it does not, close it and go back to <a href="${escapeHtml(`${school.publicUrl}/instructor-dashboard?tab=availability`)}">the dashboard</a>.</p>
</main>
<script nonce="${nonce}">
${script}
</script>
</body>
</html>
`;
  return {
    html,
    contentSecurityPolicy: [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      "style-src 'unsafe-inline'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

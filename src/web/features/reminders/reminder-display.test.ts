import { describe, expect, it } from 'vitest';
import { getChannelNotices, joinWithAnd } from './reminder-display';

describe('reminder channel notices', () => {
  it('names what to set for each channel that cannot send', () => {
    const notices = getChannelNotices({
      sms: { configured: false, missing: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'] },
      whatsapp: { configured: true, missing: [] },
      email: { configured: false, missing: ['SMTP_URL'] },
    });
    expect(notices).toEqual([
      {
        channel: 'sms',
        title: 'SMS is not set up',
        text: 'Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM on the server. Until then, SMS reminders go by e-mail instead.',
      },
      {
        channel: 'email',
        title: 'E-mail is not set up',
        text: 'Set SMTP_URL on the server. Until then, e-mail reminders (and the e-mail fallback) are only kept in the outbox, not sent.',
      },
    ]);
  });

  it('is empty when every channel can send', () => {
    const ready = { configured: true, missing: [] };
    expect(getChannelNotices({ sms: ready, whatsapp: ready, email: ready })).toEqual([]);
  });

  it('joins lists the UK way', () => {
    expect(joinWithAnd(['A'])).toBe('A');
    expect(joinWithAnd(['A', 'B'])).toBe('A and B');
    expect(joinWithAnd(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

import { describe, expect, it } from 'vitest';
import { getChannelNotices, getReminderRoute } from './reminder-display';

describe('reminder channel notices', () => {
  it('says which channel cannot send and who can set it up, with no server terms', () => {
    const notices = getChannelNotices({
      sms: { configured: false, missing: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'] },
      whatsapp: { configured: true, missing: [] },
      email: { configured: false, missing: ['SMTP_URL'] },
    });
    expect(notices).toEqual([
      {
        channel: 'sms',
        title: 'SMS is not set up',
        text: 'Whoever runs this website can set it up. Until then, SMS reminders go by e-mail instead.',
      },
      {
        channel: 'email',
        title: 'E-mail is not set up',
        text: 'Whoever runs this website can set it up. Until then, no reminder that would go by e-mail (or fall back to it) reaches your learners.',
      },
    ]);
    expect(JSON.stringify(notices)).not.toMatch(/TWILIO|SMTP|server/);
  });

  it('is empty when every channel can send', () => {
    const ready = { configured: true, missing: [] };
    expect(getChannelNotices({ sms: ready, whatsapp: ready, email: ready })).toEqual([]);
  });

  it('says a reminder that cannot go will not reach the learner, and whom to ask', () => {
    const off = { configured: false, missing: ['X'] };
    const on = { configured: true, missing: [] };
    const route = getReminderRoute(
      'sms',
      { sms: off, whatsapp: off, email: off },
      { name: 'Amira', phoneUsable: true },
    );
    expect(route).toEqual({
      reaches: false,
      text: 'This reminder will not reach Amira: text (SMS) is not set up, and e-mail is not set up either. Whoever runs this website can set it up; until then, remind Amira yourself.',
    });
    expect(
      getReminderRoute('sms', { sms: off, whatsapp: off, email: on }, { name: 'Amira', phoneUsable: true }),
    ).toEqual({ reaches: true, method: 'email', insteadOf: 'text (SMS) is not set up' });
    expect(
      getReminderRoute('sms', { sms: on, whatsapp: off, email: off }, { name: 'Amira', phoneUsable: true }),
    ).toEqual({ reaches: true, method: 'sms', insteadOf: null });
    expect(
      getReminderRoute(
        'whatsapp',
        { sms: on, whatsapp: on, email: off },
        { name: 'Amira', phoneUsable: false },
      ),
    ).toMatchObject({ reaches: false });
  });
});

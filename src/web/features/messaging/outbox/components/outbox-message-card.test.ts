import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../../../core/messaging/outbox/outbox-schemas';
import { OutboxMessageCard } from './outbox-message-card';

const message: OutboxMessage = {
  id: 7,
  channel: 'email',
  recipient: 'aisha.khan@example.com',
  subject: 'Your booking is approved',
  text: 'Hello Aisha.',
  kind: 'booking_approved',
  toDemoLearner: false,
  status: 'not_configured',
  error: null,
  attempts: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
};

function renderCard(shown: OutboxMessage): string {
  return renderToStaticMarkup(createElement(OutboxMessageCard, { message: shown, linkOrigins: [] }));
}

describe('OutboxMessageCard', () => {
  it('labels a message to a demo learner as demo data, beside its recipient', () => {
    const html = renderCard({ ...message, toDemoLearner: true });
    expect(html).toMatch(
      /aisha\.khan@example\.com<\/span><span[^>]*>.*Demo<span class="sr-only"> learner \(made up\): this message is demo data<\/span>/,
    );
  });

  it('does not label a message to a real learner', () => {
    expect(renderCard(message)).not.toContain('Demo');
  });
});

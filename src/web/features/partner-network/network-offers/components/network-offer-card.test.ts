import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MyNetworkOffer } from '../../../../../core/partner-network/request-offer-schemas';
import { AcceptedLearnerCard } from './accepted-learner-card';
import { NetworkOfferCard } from './network-offer-card';

const offer: MyNetworkOffer = {
  id: 7,
  kind: 'broadcast',
  offeredAt: '2026-01-12T10:00:00.000Z',
  replyBy: '2026-01-14T10:00:00.000Z',
  request: {
    reference: 'NETWORK-12',
    lessonType: 'manual',
    postcodeDistrict: 'B23',
    instructorPreference: 'female',
    preferredDates: ['2026-01-13', '2026-01-15'],
    additionalRequirements: 'Weekday mornings',
    urgencyLevel: 'urgent',
  },
};

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('a learner offered on Today', () => {
  it('shows what to decide on and by when, with Accept and Decline named for the offer', () => {
    const html = renderToStaticMarkup(
      createElement(NetworkOfferCard, { offer, onAnswer: () => {}, pending: null }),
    );
    const words = text(html);
    expect(words).toContain('Manual car lessons in B23');
    expect(words).toContain('Offered to several: first to accept');
    expect(words).toContain('Answer by Wed 14 Jan, 10:00 AM');
    expect(words).toContain('Female instructor');
    expect(words).toContain('Tue 13 Jan, Thu 15 Jan');
    expect(words).toContain('Weekday mornings');
    expect(words).toContain('Accept NETWORK-12');
    expect(words).toContain('Decline NETWORK-12');
    expect(html).toContain('aria-labelledby="network-offer-7-title"');
  });

  it('waits on both buttons while an answer is being sent', () => {
    const html = renderToStaticMarkup(
      createElement(NetworkOfferCard, { offer, onAnswer: () => {}, pending: 'accept' }),
    );
    expect(text(html)).toContain('Accepting…');
    expect(html.match(/disabled=""/g)).toHaveLength(2);
  });
});

describe('a learner just accepted', () => {
  it('gives their contact details and says honestly that the learner was not told when e-mail is not set up', () => {
    const html = renderToStaticMarkup(
      createElement(AcceptedLearnerCard, {
        answer: {
          outcome: 'accepted',
          learner: { studentId: 4, fullName: 'Amira Khan', email: 'amira@example.com', phone: '07700900123' },
          learnerEmail: 'not_configured',
          contactWithinHours: 24,
        },
      }),
    );
    const words = text(html);
    expect(words).toContain('Amira Khan is your learner now.');
    expect(words).toContain('so they do not know yet that you will teach them');
    expect(words).toContain('Please contact Amira within 24 hours');
    expect(html).toContain('href="mailto:amira@example.com"');
    expect(html).toContain('href="tel:');
  });
});

/**
 * The '10 Money-Saving Tips' the lead-magnet pop-up promises (spec learner side, marketing
 * elements): e-mailed to the visitor, and shown on screen when the e-mail could not be sent.
 * Facts are the DVSA's and gov.uk's; prices of the school's own packages are never written here
 * (they come from the database).
 */
import { type CancellationTerms, DEFAULT_CANCELLATION_TERMS } from '../settings/school-figures';
import { formatTermsHours } from '../site/terms-figures';

export interface MoneySavingTip {
  title: string;
  text: string;
}

const FIXED_TIPS: readonly MoneySavingTip[] = [
  {
    title: 'Buy hours in a block',
    text: 'A package of hours costs less per hour than the same hours booked one at a time, and our 10-hour special offer is the cheapest way to buy them.',
  },
  {
    title: 'Take 2-hour lessons',
    text: 'Every lesson starts with a few minutes of settling in. In a 2-hour lesson that is a small share of the time, so more of what you pay for is real progress.',
  },
  {
    title: 'Keep lessons regular',
    text: 'One or two lessons a week keeps what you learnt fresh. Long gaps mean paying to relearn things you could already do.',
  },
  {
    title: 'Pass your theory test early',
    text: 'Revise with the official DVSA materials and book the theory test (£23) as soon as you start. Knowing the Highway Code makes every lesson go further, and the certificate lasts 2 years.',
  },
  {
    title: 'Practise between lessons',
    text: 'The DVSA says learners need on average about 45 hours of lessons plus 22 hours of private practice. Driving with a family member or friend over 21 who has held a full licence for 3 years (with learner insurance) is much cheaper than extra lessons.',
  },
  {
    title: 'Consider an automatic',
    text: 'With no clutch or gears to master, many learners reach test standard in fewer hours. Remember that passing in an automatic lets you drive automatic cars only.',
  },
  {
    title: 'Book a weekday test',
    text: 'A practical test costs £62 on a weekday and £75 in the evening, at weekends and on bank holidays. Book it through gov.uk only: other sites charge extra for the same test.',
  },
  {
    title: "Don't take your test before you're ready",
    text: 'A failed test means paying the test fee and the car again, then waiting weeks for a new date. Ask your instructor for a mock test first.',
  },
  {
    title: 'Use your progress notes',
    text: 'After each lesson your secure progress link shows what you practised and what to work on. Spend each lesson on what is left, not on what you can already do.',
  },
];

/** The ten tips; the last states the school's own free-change notice (Settings, issue 23). */
export function getMoneySavingTips(
  terms: Pick<CancellationTerms, 'freeChangeHours'>,
): readonly MoneySavingTip[] {
  return [
    ...FIXED_TIPS,
    {
      title: 'Change plans early',
      text: `Moving a lesson ${formatTermsHours(terms.freeChangeHours)} or more ahead is free under our terms; later changes lose part or all of the lesson fee. Check your diary when you book.`,
    },
  ];
}

/** The tips with the default terms, for callers that have not read the school's settings. */
export const MONEY_SAVING_TIPS: readonly MoneySavingTip[] = getMoneySavingTips(DEFAULT_CANCELLATION_TERMS);

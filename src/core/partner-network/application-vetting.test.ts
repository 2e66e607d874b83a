import { describe, expect, it } from 'vitest';
import {
  canTakeStep,
  nextStep,
  prefillFromApplication,
  VETTING_MESSAGES,
  vettingRecordProblems,
  vettingRecordSchema,
} from './application-vetting';

const TODAY = '2026-01-12';
const RECORD = {
  badgeType: 'adi' as const,
  badgeExpiresOn: '2028-03-31',
  insuranceExpiresOn: '2026-09-30',
  dbsCheckedOn: '2025-11-02',
};

describe('vettingRecordProblems', () => {
  it('accepts a record whose documents run at least until today', () => {
    expect(vettingRecordProblems(RECORD, TODAY)).toEqual({});
    expect(
      vettingRecordProblems({ ...RECORD, insuranceExpiresOn: TODAY, dbsCheckedOn: TODAY }, TODAY),
    ).toEqual({});
  });

  it('names an expired badge or insurance, a DBS check in the future, and a trainee licence over 6 months', () => {
    expect(
      vettingRecordProblems(
        {
          ...RECORD,
          badgeExpiresOn: '2026-01-11',
          insuranceExpiresOn: '2026-01-11',
          dbsCheckedOn: '2026-01-13',
        },
        TODAY,
      ),
    ).toEqual({
      badgeExpiresOn: VETTING_MESSAGES.badgeExpired,
      insuranceExpiresOn: VETTING_MESSAGES.insuranceExpired,
      dbsCheckedOn: VETTING_MESSAGES.dbsInFuture,
    });
    expect(
      vettingRecordProblems({ ...RECORD, badgeType: 'trainee', badgeExpiresOn: '2026-07-12' }, TODAY),
    ).toEqual({});
    expect(
      vettingRecordProblems({ ...RECORD, badgeType: 'trainee', badgeExpiresOn: '2026-07-13' }, TODAY),
    ).toEqual({
      badgeExpiresOn: VETTING_MESSAGES.traineeTooLong,
    });
  });
});

describe('vettingRecordSchema', () => {
  it('upper-cases the badge number and refuses dates that do not exist', () => {
    const parsed = vettingRecordSchema.safeParse({
      ...RECORD,
      adiNumber: 'adi123456',
      insuranceCoversTuition: true,
    });
    expect(parsed.success && parsed.data.adiNumber).toBe('ADI123456');
    const bad = vettingRecordSchema.safeParse({
      ...RECORD,
      adiNumber: 'ADI123456',
      insuranceCoversTuition: false,
      badgeExpiresOn: '2026-02-30',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['badgeExpiresOn', VETTING_MESSAGES.badgeExpiresOn],
      ['insuranceCoversTuition', VETTING_MESSAGES.insuranceCoversTuition],
    ]);
  });
});

describe('the order of the steps', () => {
  it('goes forward one step at a time, and rejects only before the invitation', () => {
    expect(nextStep('received')).toBe('documents_checked');
    expect(nextStep('documents_checked')).toBe('dvsa_checked');
    expect(nextStep('dvsa_checked')).toBe('approved');
    expect(nextStep('invited')).toBeNull();
    expect(canTakeStep('received', 'dvsa_checked')).toBe(false);
    expect(canTakeStep('dvsa_checked', 'documents_checked')).toBe(false);
    expect(canTakeStep('dvsa_checked', 'rejected')).toBe(true);
    expect(canTakeStep('invited', 'rejected')).toBe(false);
    expect(canTakeStep('rejected', 'approved')).toBe(false);
  });
});

describe('prefillFromApplication', () => {
  it("carries the phone, the gearbox, ADI or trainee, and only the areas that are the school's", () => {
    expect(
      prefillFromApplication({
        badgeType: 'trainee',
        vehicleType: 'both',
        phone: '07700 900789',
        areasWorked: ['Solihull', 'Moseley', 'Erdington'],
      }),
    ).toEqual({
      qualification: 'pdi',
      gearbox: 'both',
      areas: ['Erdington', 'Moseley'],
      phone: '07700 900789',
    });
  });
});

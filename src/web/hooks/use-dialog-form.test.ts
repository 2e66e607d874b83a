import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { describeDialogFailure } from './use-dialog-form';

const refused = new ApiRequestError(
  400,
  'Bad Request',
  JSON.stringify({ code: 'VALIDATION_ERROR', message: 'Check the reason', fields: { reason: 'Too short' } }),
);
const serverDown = new ApiRequestError(500, 'Internal Server Error', '');

describe("a dialog's alert after a failed request", () => {
  it('says nothing when the messages went on the fields', () => {
    expect(describeDialogFailure(refused, { placedOnFields: true, failureMessage: 'Not saved.' })).toBeNull();
  });

  it("gives the server's words for a 400 and the dialog's message for a 500", () => {
    expect(describeDialogFailure(refused, { placedOnFields: false, failureMessage: 'Not saved.' })).toBe(
      'Check the reason',
    );
    expect(describeDialogFailure(serverDown, { placedOnFields: false, failureMessage: 'Not saved.' })).toBe(
      'Not saved.',
    );
  });

  it("speaks in the dialog's own words, beside the fields' messages when asked to", () => {
    const options = {
      placedOnFields: true,
      failureMessage: 'Not saved.',
      explainFailure: (error: unknown) => (error === serverDown ? 'Our side failed.' : 'Your side.'),
      alertWithFieldErrors: true,
    };
    expect(describeDialogFailure(refused, options)).toBe('Your side.');
    expect(describeDialogFailure(serverDown, { ...options, placedOnFields: false })).toBe('Our side failed.');
  });
});

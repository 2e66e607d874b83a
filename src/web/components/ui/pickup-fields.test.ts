import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PICKUP_ADDRESS_MAX } from '../../../core/learners/pupil-record/pupil-record-schemas';
import { PickupFields } from './pickup-fields';

function registration<Name extends string>(name: Name): UseFormRegisterReturn<Name> {
  const noop = () => Promise.resolve();
  return { name, onChange: noop, onBlur: noop, ref: () => undefined };
}

function render(ownAddress: boolean): string {
  return renderToStaticMarkup(
    createElement(PickupFields, {
      ids: { address: 'a', postcode: 'p' },
      addressLabel: 'Pickup address',
      addressHint: 'Where you are picked up.',
      errors: { postcode: 'Enter a UK postcode' },
      ownAddress,
      address: registration('pickupAddress'),
      postcode: registration('pickupPostcode'),
    }),
  );
}

describe('the pickup fields', () => {
  it("offer the browser's saved address only to the person whose address it is", () => {
    const own = render(true);
    expect(own).toContain('autoComplete="street-address"');
    expect(own).toContain('autoComplete="postal-code"');
    const learners = render(false);
    expect(learners.match(/autoComplete="off"/g)).toHaveLength(2);
  });

  it('tie the address to its hint, the postcode to its error, within the length the server allows', () => {
    const html = render(true);
    expect(html).toContain(`maxLength="${PICKUP_ADDRESS_MAX}"`);
    expect(html).toMatch(/id="a"[^>]*aria-describedby="a-hint"/);
    expect(html).toMatch(/id="p"[^>]*aria-invalid="true" aria-describedby="p-error"/);
    expect(html).toContain('spellCheck="false"');
  });
});

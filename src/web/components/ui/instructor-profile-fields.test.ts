import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  AREAS_MESSAGE,
  COVERED_AREA_NAMES,
  type InstructorAccount,
  PHONE_MESSAGE,
} from '../../../core/platform/auth/instructor-accounts-schemas';
import { InstructorNameField, InstructorPhoneField } from './instructor-contact-fields';
import {
  InstructorProfileFields,
  type InstructorProfileFieldsProps,
  instructorProfileErrors,
  type RegisterInstructorProfileField,
  readGender,
  toInstructorProfileFormValues,
} from './instructor-profile-fields';

const noop = () => Promise.resolve();
const register: RegisterInstructorProfileField = (name) => ({
  name,
  onChange: noop,
  onBlur: noop,
  ref: () => undefined,
});

function render(props: Partial<InstructorProfileFieldsProps> = {}): string {
  return renderToStaticMarkup(
    createElement(InstructorProfileFields, {
      idPrefix: 'p',
      register,
      errors: {},
      headingLevel: 2,
      ...props,
    }),
  );
}

describe('the instructor profile fieldset', () => {
  it('asks every question of the profile, in the words the invitation page used', () => {
    const html = render();
    for (const words of [
      'Full name',
      'As learners will see it.',
      'Phone and WhatsApp',
      'Gender',
      '(optional)',
      'Only used so learners who ask for a female or male instructor can find you.',
      'Prefer not to say',
      'Approved Driving Instructor (ADI)',
      'Trainee instructor (PDI)',
      'Gearbox you teach in',
      'Car make',
      'Car model',
      'Areas you cover',
      'A short introduction',
    ]) {
      expect(html, words).toContain(words);
    }
    // Every area of the school's list, as a tick box, and nothing else ticked or typed.
    expect(html.match(/type="checkbox"/g)).toHaveLength(COVERED_AREA_NAMES.length);
    expect(html.match(/type="radio"/g)).toHaveLength(3 + 2 + 3);
    expect(html).toContain('id="p-full-name"');
    expect(html).toContain('autoComplete="name"');
    expect(html).toContain('maxLength="600"');
  });

  it('titles its sections for a page (h2) or a dashboard section card (h4), and keeps a place for the photo', () => {
    expect(render().match(/<h2 /g)).toHaveLength(2);
    const inCard = render({ headingLevel: 4, photo: createElement('p', { id: 'photo-slot' }, 'Photo') });
    expect(inCard.match(/<h4 /g)).toHaveLength(2);
    expect(inCard).not.toContain('<h2');
    // The photo comes first under "About you", before the name.
    expect(inCard.indexOf('photo-slot')).toBeGreaterThan(inCard.indexOf('About you'));
    expect(inCard.indexOf('photo-slot')).toBeLessThan(inCard.indexOf('Full name'));
  });

  it("ties each field's error to it", () => {
    const html = render({ errors: { phone: PHONE_MESSAGE, areas: AREAS_MESSAGE } });
    expect(html).toMatch(
      /id="p-phone"[^>]*aria-invalid="true" aria-describedby="p-phone-hint p-phone-error"/,
    );
    expect(html).toContain(`id="p-phone-error"`);
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="p-areas-hint p-areas-error"/);
    expect(html).toContain(AREAS_MESSAGE);
  });

  it("reads the areas' message wherever zod put it, and 'Prefer not to say' as null", () => {
    expect(instructorProfileErrors({ areas: [{ type: 'invalid', message: AREAS_MESSAGE }] }).areas).toBe(
      AREAS_MESSAGE,
    );
    expect(instructorProfileErrors({ areas: { type: 'too_small', message: AREAS_MESSAGE } }).areas).toBe(
      AREAS_MESSAGE,
    );
    expect(instructorProfileErrors({ phone: { type: 'server', message: PHONE_MESSAGE } })).toEqual({
      phone: PHONE_MESSAGE,
    });
    expect(readGender('')).toBeNull();
    expect(readGender('female')).toBe('female');
  });

  it('starts from the saved account, with what is not filled in yet empty (the owner from before)', () => {
    const owner: InstructorAccount = {
      id: 1,
      email: 'owner@example.com',
      fullName: null,
      role: 'owner',
      status: 'active',
      gender: null,
      qualification: 'adi',
      gearbox: null,
      carMake: null,
      carModel: null,
      areas: [],
      bio: null,
      phone: null,
      photoUrl: null,
      createdAt: '2027-01-01T00:00:00.000Z',
    };
    expect(toInstructorProfileFormValues(owner)).toEqual({
      fullName: '',
      phone: '',
      gender: null,
      bio: '',
      qualification: 'adi',
      gearbox: undefined,
      carMake: '',
      carModel: '',
      areas: [],
    });
  });
});

describe('the name and phone fields the other instructor forms share', () => {
  function registration<Name extends string>(name: Name): UseFormRegisterReturn<Name> {
    return { name, onChange: noop, onBlur: noop, ref: () => undefined };
  }

  it("offer the browser's saved name only to the person whose name it is", () => {
    const own = renderToStaticMarkup(
      createElement(InstructorNameField, {
        id: 'n',
        ownName: true,
        error: undefined,
        registration: registration('fullName'),
      }),
    );
    expect(own).toContain('autoComplete="name"');
    const someoneElse = renderToStaticMarkup(
      createElement(InstructorNameField, {
        id: 'n',
        ownName: false,
        error: undefined,
        registration: registration('fullName'),
      }),
    );
    expect(someoneElse).toContain('autoComplete="off"');
    expect(someoneElse).toContain('Full name');
  });

  it("ask for the phone in the profile's words, or the application's", () => {
    const profile = renderToStaticMarkup(
      createElement(InstructorPhoneField, { id: 't', error: undefined, registration: registration('phone') }),
    );
    expect(profile).toContain('>Phone and WhatsApp<');
    expect(profile).toContain('type="tel"');
    const application = renderToStaticMarkup(
      createElement(InstructorPhoneField, {
        id: 't',
        label: 'Phone',
        error: undefined,
        registration: registration('phone'),
      }),
    );
    expect(application).toContain('>Phone<');
  });
});

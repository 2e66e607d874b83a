import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup, ChoiceOption, fieldAriaProps, SelectField, TextField } from './form-field';

describe('fieldAriaProps', () => {
  it('marks a control invalid for its group without pointing at an error of its own', () => {
    expect(fieldAriaProps('offer-4', { invalid: true, also: { after: 'offer-4-details' } })).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'offer-4-details',
    });
  });

  it('reads other text before and after its own hint and error', () => {
    expect(
      fieldAriaProps('date', {
        hint: true,
        error: 'Choose a date',
        also: { before: 'note', after: 'terms' },
      }),
    ).toEqual({ 'aria-invalid': true, 'aria-describedby': 'note date-hint date-error terms' });
  });

  it('leaves a valid control with nothing to describe it bare', () => {
    expect(fieldAriaProps('name', { invalid: false, also: { after: undefined } })).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });
});

describe('a field whose label is read, not shown', () => {
  it('keeps the label tied to the control, hidden from sight only', () => {
    const html = renderToStaticMarkup(
      createElement(
        SelectField,
        { id: 'pref-type', label: 'Reminder type for Sam', labelHidden: true, error: 'Choose one' },
        createElement('option', { value: 'email' }, 'E-mail'),
      ),
    );
    expect(html).toContain('<label for="pref-type" class="sr-only">Reminder type for Sam</label>');
    expect(html).toContain('aria-describedby="pref-type-error"');
    expect(html).toContain('id="pref-type-error"');
  });

  it('shows the label by default', () => {
    const html = renderToStaticMarkup(
      createElement(TextField, { id: 'email', label: 'Your e-mail address' }),
    );
    expect(html).toContain(
      '<label for="email" class="font-medium text-slate-900">Your e-mail address</label>',
    );
    expect(html).not.toContain('aria-describedby');
  });
});

/** Called as a function (it has no hooks): its choices are its `children` prop. */
describe('a choice group', () => {
  const options = createElement(
    Fragment,
    null,
    createElement(ChoiceOption, { id: 'late-10', type: 'radio', name: 'late', label: '10 min' }),
  );

  it('is described by its error only while it has one, shown under the choices', () => {
    const valid = renderToStaticMarkup(ChoiceGroup({ id: 'late', legend: 'How late?', children: options }));
    expect(valid).toContain('<fieldset class="grid gap-2"><legend');
    const invalid = renderToStaticMarkup(
      ChoiceGroup({
        id: 'late',
        legend: 'How late?',
        error: 'Choose how late',
        children: options,
      }),
    );
    expect(invalid).toContain('<fieldset class="grid gap-2" aria-describedby="late-error">');
    expect(invalid.indexOf('id="late-error"')).toBeGreaterThan(invalid.indexOf('10 min'));
  });

  it('reads out a hint that changes while the form is open, and only then', () => {
    const live = renderToStaticMarkup(
      ChoiceGroup({
        id: 'skills',
        legend: 'Skills practised',
        hint: 'Loading their last levels…',
        hintLive: true,
        children: options,
      }),
    );
    expect(live).toContain('aria-describedby="skills-hint"');
    expect(live).toContain('<p id="skills-hint" class="text-sm text-slate-600" aria-live="polite">');
    const still = renderToStaticMarkup(
      ChoiceGroup({
        id: 'skills',
        legend: 'Skills',
        hint: 'Tick each one.',
        children: options,
      }),
    );
    expect(still).not.toContain('aria-live');
  });
});

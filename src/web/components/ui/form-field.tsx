import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';

/** Text inputs and selects: 44 px high, 16 px text (no zoom on iOS), a visible focus ring. */
export const inputClassName =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-blue-700 aria-invalid:border-red-600 disabled:bg-slate-100 disabled:text-slate-500';

export const textareaClassName = `${inputClassName} min-h-24 resize-y`;

/** The ids an input is described by: its hint and its error, when shown. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string | undefined }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

export interface FormFieldProps {
  /** The input's id; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  /** The label is read, not shown: a row whose heading already names the field. */
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A label, the input (children), an optional hint and the field's error underneath. The input wires
 * itself with `fieldControlProps`; the field components below do it for you.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  labelHidden,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={classNames('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'font-medium text-slate-900'}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export interface ChoiceOptionProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  type?: 'checkbox' | 'radio';
  label: ReactNode;
}

/** A checkbox or radio with its label as one 44 px tap target. */
export function ChoiceOption({ type = 'checkbox', label, id, ...inputProps }: ChoiceOptionProps) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 hover:border-slate-400 has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-blue-700"
    >
      <input
        id={id}
        type={type}
        className="size-5 shrink-0 accent-blue-700 focus-visible:outline-none"
        {...inputProps}
      />
      <span className="leading-snug">{label}</span>
    </label>
  );
}

/** What every field component takes besides its control's own attributes. */
interface FieldOwnProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
  /** The label is read, not shown: a row whose heading already names the field. */
  labelHidden?: boolean;
  /** The wrapper's classes (grid placement: `sm:col-span-2`). */
  className?: string;
  /** Classes added to the control's own look (`sm:max-w-48`). */
  controlClassName?: string;
  /** Other text that describes the control too (a note beside it), read before or after hint and error. */
  alsoDescribedBy?: AlsoDescribedBy;
}

/** Ids of other text that describes a control, read before or after its own hint and error. */
export interface AlsoDescribedBy {
  before?: string | undefined;
  after?: string | undefined;
}

/**
 * The attributes that tie a control (its `id` set beside them) to its hint and error: written here
 * once for every field, and by hand only where a control has a look of its own.
 */
export function fieldAriaProps(
  id: string,
  {
    hint,
    error,
    invalid,
    also,
  }: {
    hint?: boolean;
    error?: string | undefined;
    /** Invalid though its error is its group's, not its own (a choice in a list that must change). */
    invalid?: boolean;
    also?: AlsoDescribedBy;
  },
) {
  const ids = [also?.before, describedBy(id, { hint, error }), also?.after].filter(Boolean).join(' ');
  return {
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': ids === '' ? undefined : ids,
  } as const;
}

type ControlAttributes<Element extends 'input' | 'select' | 'textarea'> = Omit<
  ComponentProps<Element>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

export type TextFieldProps = FieldOwnProps &
  Omit<ControlAttributes<'input'>, 'type'> & {
    type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'time' | 'password' | 'url' | 'search';
  };

/** A labelled text, number, date, time, e-mail or phone input with its hint and error. */
export function TextField({
  id,
  label,
  hint,
  error,
  optional,
  labelHidden,
  className,
  controlClassName,
  alsoDescribedBy,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelHidden={labelHidden}
      className={className}
    >
      <input
        id={id}
        type={type}
        className={classNames(inputClassName, controlClassName)}
        {...inputProps}
        {...fieldAriaProps(id, { hint: Boolean(hint), error, also: alsoDescribedBy })}
      />
    </FormField>
  );
}

export type SelectFieldProps = FieldOwnProps & ControlAttributes<'select'>;

/** A labelled select with its hint and error; the options are its children. */
export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  labelHidden,
  className,
  controlClassName,
  alsoDescribedBy,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelHidden={labelHidden}
      className={className}
    >
      <select
        id={id}
        className={classNames(inputClassName, controlClassName)}
        {...selectProps}
        {...fieldAriaProps(id, { hint: Boolean(hint), error, also: alsoDescribedBy })}
      >
        {children}
      </select>
    </FormField>
  );
}

export type TextareaFieldProps = FieldOwnProps & ControlAttributes<'textarea'>;

/** A labelled textarea with its hint and error. */
export function TextareaField({
  id,
  label,
  hint,
  error,
  optional,
  labelHidden,
  className,
  controlClassName,
  alsoDescribedBy,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelHidden={labelHidden}
      className={className}
    >
      <textarea
        id={id}
        className={classNames(textareaClassName, controlClassName)}
        {...textareaProps}
        {...fieldAriaProps(id, { hint: Boolean(hint), error, also: alsoDescribedBy })}
      />
    </FormField>
  );
}

export interface ChoiceGroupProps {
  /** The group's id: its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The fieldset's classes; `grid gap-2` by default. */
  className?: string;
  legendClassName?: string;
  hintClassName?: string;
  /** The hint changes while the form is open (what loaded): read out when it does. */
  hintLive?: boolean;
  children: ReactNode;
}

/**
 * A radio group or a set of tick boxes: a fieldset whose legend names it, described by its hint and
 * its error (the error under the choices). The choices are children (`ChoiceOption` or own cards).
 */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  className = 'grid gap-2',
  legendClassName = 'mb-1.5 font-medium text-slate-900',
  hintClassName = 'text-sm text-slate-600',
  hintLive,
  children,
}: ChoiceGroupProps) {
  return (
    <fieldset className={className} aria-describedby={describedBy(id, { hint: Boolean(hint), error })}>
      <legend className={legendClassName}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={hintClassName} aria-live={hintLive ? 'polite' : undefined}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps
  extends Omit<ChoiceOptionProps, 'type' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
}

/** One tick box with its label as the tap target, its hint and its error underneath. */
export function CheckboxField({ id, hint, error, className, ...optionProps }: CheckboxFieldProps) {
  return (
    <div className={classNames('grid gap-1.5', className)}>
      <ChoiceOption
        id={id}
        type="checkbox"
        {...optionProps}
        {...fieldAriaProps(id, { hint: Boolean(hint), error })}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

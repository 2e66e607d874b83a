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
  className?: string;
  children: ReactNode;
}

/** A label, the input (children), an optional hint and the field's error underneath. */
export function FormField({ id, label, hint, error, optional, className, children }: FormFieldProps) {
  return (
    <div className={classNames('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-slate-900">
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

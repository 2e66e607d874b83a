import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The look of the booking page's text inputs and selects: 44 px high, 16 px text (no zoom on iOS). */
export const inputClassName =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-blue-700 aria-invalid:border-red-600';

/** The ids an input should be described by: its hint and its error, when shown. */
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
  children: ReactNode;
}

/** A label, the input (children), an optional hint and the field's error underneath. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
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

import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './form-field';

export interface SwitchFieldProps
  extends Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'id' | 'className' | 'children'> {
  id: string;
  /** What the switch turns on, always shown. */
  label: ReactNode;
  /** What the current position means, in words (colour never carries it alone). */
  stateText?: ReactNode;
  /** A line under the label explaining the setting. */
  hint?: ReactNode;
  /** The field's error, under the hint. */
  error?: string | undefined;
}

/**
 * An on/off setting (Radix switch, role="switch"): the label and its explanation beside a 44 px
 * tap target. The label names the switch; the hint and the words for its position describe it.
 */
export function SwitchField({ id, label, stateText, hint, error, ...switchProps }: SwitchFieldProps) {
  const describedBy = [
    stateText ? `${id}-state` : null,
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
  ].filter(Boolean);
  return (
    <div className="flex items-start gap-3">
      <SwitchPrimitive.Root
        id={id}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-invalid={error ? true : undefined}
        className="group inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
        {...switchProps}
      >
        <span className="inline-flex h-7 w-12 items-center rounded-full border border-slate-500 bg-slate-300 p-0.5 group-data-[state=checked]:border-blue-700 group-data-[state=checked]:bg-blue-700 motion-safe:transition-colors">
          <SwitchPrimitive.Thumb className="block size-5.5 rounded-full bg-white shadow-sm data-[state=checked]:translate-x-5 motion-safe:transition-transform" />
        </span>
      </SwitchPrimitive.Root>
      <div className="grid min-w-0 gap-0.5 pt-2">
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">
          {label}
        </label>
        {stateText ? (
          <p id={`${id}-state`} className="text-sm font-medium text-slate-800">
            {stateText}
          </p>
        ) : null}
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}

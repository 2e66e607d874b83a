import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Button } from './button';
import { FieldError, fieldAriaProps, inputClassName } from './form-field';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with its label, hint, error and a show/hide button (as on the sign-in form). */
export function PasswordField({ id, label, hint, error, ...inputProps }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={inputClassName}
          {...inputProps}
          {...fieldAriaProps(id, { hint: hint !== undefined, error })}
        />
        <Button
          variant="secondary"
          size="compact"
          className="w-11 shrink-0"
          aria-pressed={shown}
          aria-label={`Show ${label.toLowerCase()}`}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

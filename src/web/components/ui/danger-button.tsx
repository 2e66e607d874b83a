import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

/** The red button of a destructive confirmation (design.md: danger is red-600); 44 px high. */
export function DangerButton({ className, type, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type={type ?? 'button'}
      className={classNames(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-600 px-5 py-2 text-base font-semibold text-white',
        'hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700',
        'disabled:cursor-not-allowed disabled:opacity-60 motion-safe:transition-colors',
        className,
      )}
      {...props}
    />
  );
}

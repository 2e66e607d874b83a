import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

/** A grey placeholder block shown while something loads; pulses unless reduced motion is asked for. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={classNames('rounded-md bg-slate-200 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}

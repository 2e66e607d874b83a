import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={classNames('rounded-xl border border-slate-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}

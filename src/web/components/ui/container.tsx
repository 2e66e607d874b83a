import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

/** The page's content column: at most max-w-6xl, with comfortable side padding. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames('mx-auto w-full max-w-6xl px-4 sm:px-6', className)} {...props} />;
}

import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'default' | 'compact';

const baseClassName =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold no-underline ' +
  'motion-safe:transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variantClassNames: Record<ButtonVariant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-blue-700',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-100 focus-visible:outline-blue-700',
  ghost: 'text-blue-700 hover:bg-blue-50 hover:text-blue-800 focus-visible:outline-blue-700',
  /** For dark backgrounds (the footer). */
  inverse: 'border border-white/40 bg-transparent text-white hover:bg-white/10 focus-visible:outline-white',
};

const sizeClassNames: Record<ButtonSize, string> = {
  default: 'px-5 py-2 text-base',
  compact: 'px-3 py-1.5 text-sm',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margin, width, alignment): colour, padding and type come from variant and size. */
  className?: string;
}

/** The button look, for elements that are not <Button> (router links, Radix triggers). */
export function buttonClassName({
  variant = 'primary',
  size = 'default',
  className,
}: ButtonStyle = {}): string {
  return classNames(baseClassName, variantClassNames[variant], sizeClassNames[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (e.g. a router <Link>) with the button's look. */
  asChild?: boolean;
}

/** At least 44 px high, with a visible focus ring. */
export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const style = buttonClassName({ variant, size, className });
  if (asChild) return <Slot.Root className={style} {...props} />;
  return <button type={type ?? 'button'} className={style} {...props} />;
}

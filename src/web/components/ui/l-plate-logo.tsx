import { classNames } from '../../lib/class-names';

/** The school's mark: a learner's L plate (red L on a white square). Decorative; name it beside it. */
export function LPlateLogo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={classNames('size-10 shrink-0', className)}
    >
      <rect x="1" y="1" width="38" height="38" rx="5" fill="#ffffff" stroke="#cbd5e1" strokeWidth="2" />
      <path d="M11 6h8v20h12v8H11z" fill="#dc2626" />
    </svg>
  );
}

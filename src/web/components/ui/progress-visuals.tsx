import { classNames } from '../../lib/class-names';

/** A ring filled to `percent`, with the figure in the middle; the label says it in words. */
export function ProgressRing({
  percent,
  label,
  centreText,
  size = 96,
  colourClassName = 'text-blue-700',
}: {
  percent: number;
  label: string;
  centreText: string;
  size?: number;
  colourClassName?: string;
}) {
  const stroke = 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div className="relative inline-grid place-items-center" style={{ width: size, height: size }}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className="-rotate-90"
        role="img"
        aria-label={label}
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-slate-200"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          className={classNames(
            'motion-safe:transition-[stroke-dashoffset] motion-safe:duration-700',
            colourClassName,
          )}
        />
      </svg>
      <span aria-hidden="true" className="absolute text-lg font-bold text-slate-900">
        {centreText}
      </span>
    </div>
  );
}

/** A horizontal bar filled to `percent`, exposed as a progressbar. */
export function ProgressBar({
  percent,
  label,
  className,
  barClassName = 'bg-blue-700',
}: {
  percent: number;
  label: string;
  className?: string;
  barClassName?: string;
}) {
  const clamped = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={classNames('h-3 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={classNames(
          'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700',
          barClassName,
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

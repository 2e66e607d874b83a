import type { ComponentProps } from 'react';

/**
 * A field people never see or reach (off-screen, hidden from screen readers, out of the tab
 * order) that form-filling robots complete. The server answers a filled one like a success and
 * drops it (docs/decisions/0008-partner-network.md).
 */
export function HoneypotField({ id, ...inputProps }: Omit<ComponentProps<'input'>, 'type'> & { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...inputProps} />
    </div>
  );
}

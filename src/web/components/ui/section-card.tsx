import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { Card } from './card';

export interface SectionCardProps {
  /** Used for the heading's id, so the section is named by it. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading (wrap under it on a phone). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card section of a tab (an h3 under the tab's h2). */
export function SectionCard({ id, title, description, actions, className, children }: SectionCardProps) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className={classNames('flex flex-col gap-4 p-4 sm:p-6', className)}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h3 id={`${id}-title`} className="text-xl">
              {title}
            </h3>
            {description ? <div className="text-slate-700">{description}</div> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </Card>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

/**
 * A titled card of the /reminder-settings page: an h2 under the page's h1 (the dashboard's
 * SectionCard is an h3 under a tab's h2).
 */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-xl">
            {title}
          </h2>
          {description ? <div className="text-slate-700">{description}</div> : null}
        </div>
        {children}
      </Card>
    </section>
  );
}

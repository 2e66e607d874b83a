// First: configures zod's full build (the form's schemas use it) before any schema is built.
import '../lib/zod-config';
import type { ReactNode } from 'react';
import { WithAppQueryClient } from '../components/with-app-query-client';
import { InstructorApplicationForm } from '../features/partner-network/instructor-applications/components/instructor-application-form';

/*
 * /join-instructor-network's live part, as an island (page-islands.ts): the application form, as
 * the page renders it. No props: it renders the same for every visitor until it is live.
 */

export function renderInstructorApplicationIsland(): ReactNode {
  return (
    <WithAppQueryClient>
      <InstructorApplicationForm />
    </WithAppQueryClient>
  );
}

import { Navigate, useParams } from 'react-router';
import { buildLearnerHomePath } from '../../core/progress/learner-page-data-schemas';

/**
 * /student-dashboard/:token: the old skills-map page, now part of the learner's one home. The
 * server answers it with a redirect; this covers a link followed inside the app.
 */
export function StudentDashboardPage() {
  const { token = '' } = useParams();
  return <Navigate replace to={buildLearnerHomePath(token)} />;
}

import { History, LoaderCircle, Map as MapIcon, Sparkles, Target, TriangleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { getFirstName } from '../../core/format/display-format';
import {
  getCurrentFocus,
  getOverallSkillsProgress,
  getSkillsMap,
} from '../../core/progress/skills-catalogue';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LearnerChatPanel } from '../features/chat/components/learner-chat-panel';
import { useStudentDashboardProgress } from '../features/progress/api/get-student-dashboard-progress';
import { LessonHistory } from '../features/progress/components/lesson-history';
import { ProgressBar, ProgressRing } from '../features/progress/components/progress-visuals';
import { RequestNewLinkAction } from '../features/progress/components/request-new-link-action';
import { SkillsMap } from '../features/progress/components/skills-map';
import { usePageTitle } from '../features/site/hooks/use-page-title';

function getEncouragement(percent: number): string {
  if (percent === 0)
    return 'Every driver starts here. Your first skills will light up after your first lesson.';
  if (percent < 40) return "You're off to a great start. Keep going!";
  if (percent < 80) return "You're making real progress. The road to your test is getting shorter.";
  if (percent < 100) return 'Nearly there! Just a few skills left to practise.';
  return "You've practised every skill on the map. Brilliant work!";
}

/** /student-dashboard/:token: the learner's journey as pictures: progress, focus, skills map, lessons. */
export function StudentDashboardPage() {
  const { token = '' } = useParams();
  const progress = useStudentDashboardProgress(token);
  usePageTitle(
    progress.data || (token !== '' && progress.isPending) ? 'Your Learning Journey' : 'Access Error',
  );

  if (token !== '' && progress.isPending) {
    return (
      <Container className="grid min-h-[50vh] place-items-center py-12">
        <div role="status" className="flex flex-col items-center gap-3 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-10 text-blue-700 motion-safe:animate-spin" />
          Loading your progress…
        </div>
      </Container>
    );
  }
  if (!progress.data) {
    return (
      <Container className="py-8 sm:py-12">
        <Card className="mx-auto grid w-full max-w-lg gap-4 p-6 text-center" role="alert">
          <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-amber-500" />
          <h1 className="text-2xl sm:text-3xl">Access Error</h1>
          <p className="text-slate-700">
            Unable to load your progress data. Please check your access link or contact your instructor.
          </p>
          <div className="flex justify-center">
            <RequestNewLinkAction />
          </div>
        </Card>
      </Container>
    );
  }

  const { student, progressNotes } = progress.data;
  const skillsMap = getSkillsMap(progressNotes);
  const overall = getOverallSkillsProgress(skillsMap);
  const focus = getCurrentFocus(skillsMap);
  return (
    <Container className="py-8 sm:py-12">
      <div className="grid gap-8">
        <Card className="grid gap-6 bg-gradient-to-br from-blue-700 to-blue-900 p-6 text-white sm:grid-cols-[1fr_auto] sm:items-center sm:p-8">
          <div className="grid gap-3">
            <p className="flex items-center gap-2 text-blue-100">
              <Sparkles aria-hidden="true" className="size-5" />
              Your learning journey
            </p>
            <h1 className="text-3xl text-white sm:text-4xl">
              Welcome back, {getFirstName(student.fullName)}
            </h1>
            <p className="text-blue-50">{getEncouragement(overall.percent)}</p>
            <div className="grid gap-2">
              <div className="flex justify-between text-sm font-semibold">
                <span>Overall progress</span>
                <span>
                  {overall.doneCount} of {overall.totalCount} skills · {overall.percent}%
                </span>
              </div>
              <ProgressBar
                percent={overall.percent}
                label="Overall progress"
                className="bg-blue-950/40"
                barClassName="bg-gradient-to-r from-green-400 to-emerald-300"
              />
            </div>
          </div>
          <div className="hidden rounded-full bg-white p-2 sm:block">
            <ProgressRing
              size={128}
              percent={overall.percent}
              centreText={`${overall.percent}%`}
              label={`${overall.percent}% of the skills map practised`}
              colourClassName="text-green-600"
            />
          </div>
        </Card>

        <section aria-labelledby="current-focus-heading">
          <Card className="flex flex-col gap-4 border-blue-200 bg-blue-50 p-5 sm:flex-row sm:items-center sm:p-6">
            <span className="grid size-14 shrink-0 place-items-center rounded-full bg-blue-700 text-white">
              <Target aria-hidden="true" className="size-7" />
            </span>
            <div className="grid flex-1 gap-1">
              <h2
                id="current-focus-heading"
                className="text-sm font-semibold tracking-wide text-blue-800 uppercase"
              >
                Current Focus
              </h2>
              {focus ? (
                <>
                  <p className="text-2xl font-bold text-slate-900">{focus.category}</p>
                  <p className="text-slate-700">
                    Still to practise:{' '}
                    {focus.skills
                      .filter((skill) => !skill.done)
                      .map((skill) => skill.name)
                      .join(', ')}
                  </p>
                </>
              ) : (
                <p className="text-lg text-slate-800">
                  {overall.doneCount === 0
                    ? 'Your focus will appear here once your instructor records your first skills.'
                    : overall.doneCount === overall.totalCount
                      ? 'Every category is complete. Time to think about your test!'
                      : 'Every category you have started is complete. Your instructor will pick the next one.'}
                </p>
              )}
            </div>
            {focus ? (
              <ProgressRing
                size={72}
                percent={(focus.doneCount / focus.totalCount) * 100}
                centreText={`${focus.doneCount}/${focus.totalCount}`}
                label={`${focus.category}: ${focus.doneCount} of ${focus.totalCount} skills practised`}
              />
            ) : null}
          </Card>
        </section>

        <section aria-labelledby="skills-map-heading" className="grid gap-4">
          <h2 id="skills-map-heading" className="flex items-center gap-2 text-2xl">
            <MapIcon aria-hidden="true" className="size-6 text-blue-700" />
            Your Skills Map
          </h2>
          <SkillsMap skillsMap={skillsMap} focusCategory={focus?.category ?? null} />
        </section>

        <section aria-labelledby="lesson-history-heading" className="grid gap-4">
          <h2 id="lesson-history-heading" className="flex items-center gap-2 text-2xl">
            <History aria-hidden="true" className="size-6 text-blue-700" />
            Lesson History
          </h2>
          <LessonHistory notes={progressNotes} />
        </section>

        <LearnerChatPanel token={token} />
      </div>
    </Container>
  );
}

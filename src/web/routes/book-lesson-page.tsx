import { PagePlaceholder } from '../components/page-placeholder';

export function BookLessonPage() {
  return (
    <PagePlaceholder
      title="Book a Lesson"
      description="Soon you'll be able to see the instructor's live availability, choose a lesson package, pick your lesson times and send your booking here."
      action="home"
    />
  );
}

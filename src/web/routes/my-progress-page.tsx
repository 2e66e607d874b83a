import { LockKeyhole, Mail } from 'lucide-react';
import { Island } from '../components/island';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { ProgressLinkRequestForm } from '../features/progress/learner-progress/components/progress-link-request-form';
import { usePageTitle } from '../hooks/use-page-title';
import { useSiteInfo } from '../hooks/use-site-info';
import { PROGRESS_LINK_EMAIL_ID } from './my-progress-islands';
import { RememberedProgressSlot } from './remembered-progress-slot';

/**
 * /my-progress: progress is private and seen through the secure link from the instructor. The page
 * can e-mail that link again, and shows the card of the learner whose link this browser opened.
 * Its live parts are islands (start-islands.tsx): the card and the form.
 */
export function MyProgressPage() {
  usePageTitle('My Progress');
  const site = useSiteInfo();

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto grid w-full max-w-4xl gap-8">
        <div className="grid gap-2">
          <h1 className="text-3xl sm:text-4xl">My Progress</h1>
          <p className="text-lg text-slate-700">
            Follow your lessons, skills and test readiness in one place.
          </p>
        </div>

        <Island name="remembered-progress">
          <RememberedProgressSlot />
        </Island>

        <div className="grid gap-6 md:grid-cols-2">
          <Card className="grid content-start gap-4 p-5 sm:p-6">
            <LockKeyhole aria-hidden="true" className="size-10 text-blue-700" />
            <h2 className="text-xl">Your progress is private</h2>
            <p className="text-slate-700">
              You see your progress through a secure link from your instructor. It's yours alone: keep it to
              yourself. It lasts 30 days and renews while you keep having lessons.
            </p>
            {site.data ? (
              <a
                href={`mailto:${site.data.email}`}
                className={buttonClassName({ variant: 'secondary', className: 'justify-self-start' })}
              >
                <Mail aria-hidden="true" className="size-5" />
                Contact Your Instructor
              </a>
            ) : null}
          </Card>
          <Card className="grid content-start gap-4 p-5 sm:p-6">
            <h2 className="text-xl">Lost your link?</h2>
            <p className="text-slate-700">
              Enter the e-mail you booked with. If it's one of our learners', we'll e-mail the progress link
              to that address.
            </p>
            <Island name="progress-link-request">
              <ProgressLinkRequestForm inputId={PROGRESS_LINK_EMAIL_ID} />
            </Island>
          </Card>
        </div>
      </div>
    </Container>
  );
}

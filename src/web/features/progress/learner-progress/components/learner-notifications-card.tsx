import { Bell } from 'lucide-react';
import { LEARNER_PUSH_TOPICS } from '../../../../../core/messaging/push/push-schemas';
import { PushOptIn } from '../../../../components/push-opt-in';
import { Card } from '../../../../components/ui/card';
import { deleteLearnerPushSubscription } from '../api/delete-learner-push-subscription';
import { learnerPushSubscriptionQueryOptions } from '../api/lookup-learner-push-subscription';
import { saveLearnerPushSubscription } from '../api/save-learner-push-subscription';

/** "Notifications on this phone" on the learner's home (issue 24): their token is the permission. */
export function LearnerNotificationsCard({ token }: { token: string }) {
  return (
    <section aria-labelledby="notifications-heading" className="grid gap-4">
      <h2 id="notifications-heading" className="flex items-center gap-2 text-2xl">
        <Bell aria-hidden="true" className="size-6 text-blue-700" />
        Notifications on this phone
      </h2>
      <Card className="grid gap-4 p-4 sm:p-6">
        <p className="text-slate-700">
          Hear at once when your instructor replies, approves or moves a lesson, before a lesson, and when an
          earlier time comes up for you.
        </p>
        <PushOptIn
          topics={LEARNER_PUSH_TOPICS}
          deviceWord="phone"
          lookupQuery={(endpoint) => learnerPushSubscriptionQueryOptions(token, endpoint)}
          save={(subscription, topics) => saveLearnerPushSubscription(token, { subscription, topics })}
          remove={(endpoint) => deleteLearnerPushSubscription(token, endpoint)}
          otherChannelText="On or off, you still get the same news by e-mail or your reminder messages."
        />
      </Card>
    </section>
  );
}

import { INSTRUCTOR_PUSH_TOPICS } from '../../../../../core/messaging/push/push-schemas';
import { PushOptIn } from '../../../../components/push-opt-in';
import { SectionCard } from '../../../../components/ui/section-card';
import { deleteInstructorPushSubscription } from '../api/delete-instructor-push-subscription';
import { instructorPushSubscriptionQueryOptions } from '../api/lookup-instructor-push-subscription';
import { saveInstructorPushSubscription } from '../api/save-instructor-push-subscription';

/** "Notifications on this device" (issue 24): each phone, tablet or computer chooses what it hears. */
export function NotificationsSection() {
  return (
    <SectionCard
      id="notifications"
      title="Notifications on this device"
      description="Hear at once about new requests, messages and payments on the phone or computer you are using now. Each device has its own choice."
    >
      <PushOptIn
        topics={INSTRUCTOR_PUSH_TOPICS}
        deviceWord="device"
        lookupQuery={instructorPushSubscriptionQueryOptions}
        save={(subscription, topics) => saveInstructorPushSubscription({ subscription, topics })}
        remove={deleteInstructorPushSubscription}
        otherChannelText="On or off, every one of these also comes to you by e-mail."
      />
    </SectionCard>
  );
}

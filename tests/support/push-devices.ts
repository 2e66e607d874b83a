import { type LearnerPushTopic, pushPayloadSchema } from '../../src/core/messaging/push/push-schemas';
import { pushSubscriptions } from '../../src/server/db/schema';
import type { PushServiceStandIn } from './push-service-stand-in';
import type { RunningTestApp } from './test-app';

/**
 * Devices on the push service stand-in, saved as the subscription route would save them: what is
 * sent to them is really encrypted, signed, delivered and decrypted.
 */
export function createPushDevices(testApp: RunningTestApp, standIn: PushServiceStandIn, publicKey: string) {
  const deviceOfSubscription = new Map<number, string>();

  function deviceIdOf(subscriptionId: number): string {
    const deviceId = deviceOfSubscription.get(subscriptionId);
    if (!deviceId) throw new Error(`No stand-in device for subscription ${subscriptionId}`);
    return deviceId;
  }

  async function subscribe(owner: { studentId: number } | { instructorId: number }, topics: string[]) {
    const device = standIn.createDevice(publicKey);
    const [row] = await testApp.database.db
      .insert(pushSubscriptions)
      .values({
        ...owner,
        endpoint: device.subscription.endpoint,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
        topics,
      })
      .returning({ id: pushSubscriptions.id });
    if (!row) throw new Error('Subscription insert returned no row');
    deviceOfSubscription.set(row.id, device.id);
    return row.id;
  }

  return {
    /** A device of the learner that hears these topics; answers its subscription's id. */
    subscribeLearner: (studentId: number, topics: LearnerPushTopic[]) => subscribe({ studentId }, topics),
    /** A device of the instructor that hears these topics. */
    subscribeInstructor: (instructorId: number, topics: string[]) => subscribe({ instructorId }, topics),
    /** From now on the push service says this device is gone (410). */
    markGone: (subscriptionId: number) => standIn.answerWith(deviceIdOf(subscriptionId), 410),
    /** What reached the device behind a subscription, decrypted. */
    receivedBy: (subscriptionId: number) =>
      standIn
        .receivedBy(deviceIdOf(subscriptionId))
        .map((push) => pushPayloadSchema.parse(JSON.parse(push.payload))),
  };
}

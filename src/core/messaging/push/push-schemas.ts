import { z } from 'zod';

/*
 * Web push (issue 24): what the instructor and a learner may choose to hear on a device, the
 * subscription a browser hands over, and the payload the service worker shows. Every push also
 * has an e-mail (or the learner's reminder channel) for those who do not opt in.
 */

/** What the instructor may hear, per device. */
export const INSTRUCTOR_PUSH_TOPICS = [
  'booking_request',
  'chat_message',
  'lesson_change_request',
  'payment_received',
  'calendar_sync_failure',
  'driving_test',
] as const;
export type InstructorPushTopic = (typeof INSTRUCTOR_PUSH_TOPICS)[number];

/** What a learner may hear, per device. */
export const LEARNER_PUSH_TOPICS = [
  'chat_reply',
  'booking_approved',
  'lesson_moved',
  'lesson_reminder',
  'waiting_list_offer',
] as const;
export type LearnerPushTopic = (typeof LEARNER_PUSH_TOPICS)[number];

/**
 * The instructor's daily agenda: not a topic a device chooses; it goes to every instructor device
 * that hears anything when the agenda's channel is push (the Settings tab's "Daily agenda").
 */
export const AGENDA_PUSH_TOPIC = 'daily_agenda';

export const PUSH_TOPICS = [...INSTRUCTOR_PUSH_TOPICS, ...LEARNER_PUSH_TOPICS, AGENDA_PUSH_TOPIC] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export const PUSH_TOPIC_LABELS: Record<PushTopic, string> = {
  booking_request: 'New booking requests',
  chat_message: 'Chat messages from learners',
  lesson_change_request: 'Requests to move or cancel a lesson',
  payment_received: 'Payments received',
  calendar_sync_failure: 'Calendar sync problems',
  driving_test: "A learner's driving test, 2 days before",
  chat_reply: 'Replies from your instructor',
  booking_approved: 'Your booking approved',
  lesson_moved: 'A lesson moved or cancelled',
  lesson_reminder: 'Lesson reminders',
  waiting_list_offer: 'An earlier time for you (waiting list)',
  daily_agenda: "Tomorrow's lessons (daily agenda)",
};

/** The subscription a browser's PushManager gives (PushSubscription.toJSON()). */
export const browserPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().min(20).max(200),
    auth: z.string().min(8).max(100),
  }),
});
export type BrowserPushSubscription = z.infer<typeof browserPushSubscriptionSchema>;

/** `GET /api/push/public-key`: the VAPID public key (base64url), or null when push is not available. */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string().nullable() });

/** What the service worker receives and shows. */
export const pushPayloadSchema = z.object({
  topic: z.enum(PUSH_TOPICS),
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  /** Where a tap opens (a path on this site). */
  url: z.string().startsWith('/'),
  /** Replaces an earlier notification with the same tag (one per conversation, one per booking). */
  tag: z.string().max(100).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/*
 * The subscription routes (one contract for the server and the pages):
 * - instructor (signed in): `PUT /api/push/instructor-subscription` (save this device and its topics),
 *   `POST /api/push/instructor-subscription/lookup` (this device's topics, by endpoint),
 *   `DELETE /api/push/instructor-subscription` (body: endpoint; stop on this device);
 * - learner (their progress token is the permission): the same three under
 *   `/api/progress/:token/push-subscription`.
 */
export const instructorPushSubscriptionRequestSchema = z.object({
  subscription: browserPushSubscriptionSchema,
  topics: z.array(z.enum(INSTRUCTOR_PUSH_TOPICS)).max(INSTRUCTOR_PUSH_TOPICS.length),
});
export type InstructorPushSubscriptionRequest = z.infer<typeof instructorPushSubscriptionRequestSchema>;

export const learnerPushSubscriptionRequestSchema = z.object({
  subscription: browserPushSubscriptionSchema,
  topics: z.array(z.enum(LEARNER_PUSH_TOPICS)).max(LEARNER_PUSH_TOPICS.length),
});
export type LearnerPushSubscriptionRequest = z.infer<typeof learnerPushSubscriptionRequestSchema>;

/** The body of a lookup or a DELETE: which device. */
export const pushEndpointRequestSchema = z.object({ endpoint: browserPushSubscriptionSchema.shape.endpoint });

/** This device's topics; null when it is not subscribed (here, or any more). */
export const pushSubscriptionStatusSchema = z.object({ topics: z.array(z.enum(PUSH_TOPICS)).nullable() });
export type PushSubscriptionStatus = z.infer<typeof pushSubscriptionStatusSchema>;

/** The instructor's daily agenda: a London time and a channel, or off (issue 24). */
export const AGENDA_CHANNELS = ['push', 'email'] as const;
export const agendaSettingsSchema = z.object({
  /** 'HH:MM' London time, or null for no agenda. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time, e.g. 19:00')
    .nullable(),
  channel: z.enum(AGENDA_CHANNELS, 'Choose push or e-mail'),
});
export type AgendaSettings = z.infer<typeof agendaSettingsSchema>;

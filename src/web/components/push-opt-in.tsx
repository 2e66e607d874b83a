import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  type BrowserPushSubscription,
  PUSH_TOPIC_LABELS,
  type PushSubscriptionStatus,
  type PushTopic,
} from '../../core/messaging/push/push-schemas';
import { pushPublicKeyQueryOptions } from '../lib/api/get-push-public-key';
import { getApiErrorMessage } from '../lib/api-client';
import {
  getCurrentPushSubscription,
  getPushSupport,
  type PushSupport,
  subscribeThisDevice,
} from '../lib/browser-push';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

export interface PushOptInProps<Topic extends PushTopic, Key extends QueryKey> {
  /** What may be heard, in the order shown. */
  topics: readonly Topic[];
  /** 'phone' for a learner, 'device' for the instructor (a phone, a tablet or a computer). */
  deviceWord: 'phone' | 'device';
  /** How this device's topics are looked up on the server, by its endpoint. */
  lookupQuery: (
    endpoint: string,
  ) => UseQueryOptions<PushSubscriptionStatus, Error, PushSubscriptionStatus, Key>;
  save: (subscription: BrowserPushSubscription, topics: Topic[]) => Promise<PushSubscriptionStatus>;
  remove: (endpoint: string) => Promise<void>;
  /** Where the same news arrives without push. */
  otherChannelText: string;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

function toSubscriptionJson(subscription: PushSubscription): BrowserPushSubscription | null {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * "Notifications on this phone" (issue 24): choose what to hear, then Turn on; the browser asks for
 * permission only after that tap. Says plainly when the browser cannot take notifications or the
 * visitor refused them, and turns them off on this device.
 */
export function PushOptIn<Topic extends PushTopic, Key extends QueryKey>({
  topics,
  deviceWord,
  lookupQuery,
  save,
  remove,
  otherChannelText,
}: PushOptInProps<Topic, Key>) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  // Unknown on the server and while hydrating: the browser's abilities are read after.
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  const [chosen, setChosen] = useState<ReadonlySet<Topic> | null>(null);
  const [busy, setBusy] = useState<'on' | 'save' | 'off' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    const found = getPushSupport();
    setSupport(found);
    if (found.kind !== 'supported') return;
    let current = true;
    void getCurrentPushSubscription()
      .then((existing) => {
        if (current) setSubscription(existing);
      })
      .catch(() => {
        if (current) setSubscription(null);
      });
    return () => {
      current = false;
    };
  }, []);

  const supported = support?.kind === 'supported';
  const endpoint = subscription?.endpoint ?? null;
  const lookup = useQuery({
    ...lookupQuery(endpoint ?? ''),
    enabled: endpoint !== null,
  });
  const savedTopics = endpoint !== null ? (lookup.data?.topics ?? null) : null;
  const isOn = savedTopics !== null;
  // What is ticked: the visitor's choice, else what this device hears now, else everything.
  const ticked: ReadonlySet<PushTopic> = chosen ?? new Set<PushTopic>(savedTopics ?? topics);
  const device = `this ${deviceWord}`;

  if (support === null || (supported && subscription === undefined)) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">Checking notifications on {device}</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (support.kind === 'unsupported') {
    return (
      <div className="grid gap-2 text-slate-700">
        <p>
          This browser can't show notifications from this site. On an iPhone or iPad, add this page to your
          Home Screen (Share, then Add to Home Screen) and open it from there; on other phones, Chrome, Edge,
          Firefox and Samsung Internet can.
        </p>
        <p>{otherChannelText}</p>
      </div>
    );
  }
  const selected = topics.filter((topic) => ticked.has(topic));
  const toggle = (topic: Topic, on: boolean) => {
    const next = new Set(topics.filter((item) => ticked.has(item)));
    if (on) next.add(topic);
    else next.delete(topic);
    setChosen(next);
    setNotice(null);
  };

  const storeStatus = (forEndpoint: string, status: PushSubscriptionStatus) =>
    queryClient.setQueryData<PushSubscriptionStatus>(lookupQuery(forEndpoint).queryKey, status);

  async function handleTurnOn() {
    if (selected.length === 0) {
      setNotice({ tone: 'error', text: 'Choose at least one thing to hear about.' });
      return;
    }
    setBusy('on');
    setNotice(null);
    try {
      // The permission prompt: only here, right after the tap.
      const result = await subscribeThisDevice(() =>
        // The key is asked for on the tap, not on every visit to the page.
        queryClient.fetchQuery(pushPublicKeyQueryOptions),
      );
      if (result.kind === 'refused') {
        setSupport({ kind: 'supported', permission: result.permission });
        setNotice({
          tone: 'error',
          text:
            result.permission === 'denied'
              ? `Notifications are blocked for this site. Allow them in your browser's site settings, then tap Turn on again.`
              : `You didn't allow notifications, so they're still off on ${device}.`,
        });
        return;
      }
      if (result.kind === 'unavailable') {
        setNotice({
          tone: 'error',
          text: `Notifications aren't switched on for this site yet. ${otherChannelText}`,
        });
        return;
      }
      if (result.kind === 'failed') {
        setNotice({ tone: 'error', text: result.message });
        return;
      }
      const status = await save(result.json, selected);
      setSubscription(result.subscription);
      storeStatus(result.json.endpoint, status);
      setSupport({ kind: 'supported', permission: 'granted' });
      setChosen(null);
      setNotice({ tone: 'success', text: `Notifications are on for ${device}.` });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: getApiErrorMessage(error, "Notifications couldn't be turned on. Please try again."),
      });
    } finally {
      setBusy(null);
    }
  }

  async function handleSave() {
    const json = subscription ? toSubscriptionJson(subscription) : null;
    if (!json) return;
    if (selected.length === 0) {
      setNotice({ tone: 'error', text: 'Choose at least one thing to hear about, or tap Turn off.' });
      return;
    }
    setBusy('save');
    setNotice(null);
    try {
      storeStatus(json.endpoint, await save(json, selected));
      setChosen(null);
      setNotice({ tone: 'success', text: 'Saved. You hear about what you ticked.' });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: getApiErrorMessage(error, "Your choice couldn't be saved. Please try again."),
      });
    } finally {
      setBusy(null);
    }
  }

  async function handleTurnOff() {
    if (!subscription) return;
    setBusy('off');
    setNotice(null);
    try {
      await remove(subscription.endpoint);
      storeStatus(subscription.endpoint, { topics: null });
      await subscription.unsubscribe().catch(() => false);
      setSubscription(null);
      setChosen(null);
      setNotice({ tone: 'success', text: `Notifications are off for ${device}.` });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: getApiErrorMessage(error, "Notifications couldn't be turned off. Please try again."),
      });
    } finally {
      setBusy(null);
    }
  }

  const blocked = support.permission === 'denied';
  const checkingServer = endpoint !== null && lookup.isPending;
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        {isOn ? (
          <BellRing aria-hidden="true" className="size-5 text-green-700" />
        ) : (
          <BellOff aria-hidden="true" className="size-5 text-slate-500" />
        )}
        {checkingServer
          ? `Checking ${device}…`
          : lookup.isError
            ? `We couldn't check ${device} just now`
            : isOn
              ? `On for ${device}`
              : `Off for ${device}`}
      </p>
      {blocked ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Notifications are blocked for this site in this browser. To get them, allow notifications in the
          browser's site settings, then come back here.
        </p>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-slate-900">What to hear about</legend>
        {topics.map((topic) => {
          const id = `${idPrefix}-${topic}`;
          return (
            <label
              key={topic}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:border-slate-400 has-checked:border-blue-700 has-checked:bg-blue-50"
            >
              <input
                id={id}
                type="checkbox"
                checked={ticked.has(topic)}
                onChange={(event) => toggle(topic, event.target.checked)}
                className="size-5 shrink-0 accent-blue-700"
              />
              <span>{PUSH_TOPIC_LABELS[topic]}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        {isOn ? (
          <>
            <Button onClick={() => void handleSave()} disabled={busy !== null} className="w-full sm:w-auto">
              {busy === 'save' ? (
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              ) : null}
              {busy === 'save' ? 'Saving…' : 'Save choices'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void handleTurnOff()}
              disabled={busy !== null}
              className="w-full sm:w-auto"
            >
              {busy === 'off' ? 'Turning off…' : 'Turn off'}
            </Button>
          </>
        ) : (
          <Button
            onClick={() => void handleTurnOn()}
            disabled={busy !== null || checkingServer}
            className="w-full sm:w-auto"
          >
            {busy === 'on' ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : null}
            {busy === 'on' ? 'Turning on…' : 'Turn on'}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600">{otherChannelText}</p>
      <p role="status" className="text-green-800 empty:hidden">
        {notice?.tone === 'success' ? notice.text : ''}
      </p>
      {notice?.tone === 'error' ? (
        <p role="alert" className="text-red-700">
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

import { Check, Link2, LoaderCircle, Share2, Users, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  createGuardianLinkRequestSchema,
  GUARDIAN_LINK_LABEL_MAX,
  type GuardianLink,
} from '../../../../../core/learners/guardian-link-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialogOnDemand } from '../../../../components/ui/confirm-dialog-on-demand';
import { CopyButton } from '../../../../components/ui/copy-button';
import { FormField, fieldAriaProps, inputClassName } from '../../../../components/ui/form-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { formatSchoolDateTime, formatSchoolLongDate } from '../../../../lib/school-time-format';
import { useCreateGuardianLink } from '../api/create-guardian-link';
import { useGuardianLinks } from '../api/get-guardian-links';
import { useRevokeGuardianLink } from '../api/revoke-guardian-link';

export const GUARDIAN_LINKS_HEADING = 'Share your progress with a parent or guardian';

const SHOWN_TO_GUARDIAN = [
  'Your lessons to come',
  'Your skill levels and tests',
  'Your hours and what is still to pay',
  'A button to pay for your bookings',
];

const KEPT_FROM_GUARDIAN = [
  'Your messages with your instructor',
  'Your lesson notes, e-mail or phone number',
  'Move, cancel or book a lesson',
];

function WhatTheLinkShows() {
  return (
    <div className="grid gap-3 text-slate-700 sm:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <p className="font-semibold text-slate-900">What they can see</p>
        <ul className="grid gap-1">
          {SHOWN_TO_GUARDIAN.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid content-start gap-1.5">
        <p className="font-semibold text-slate-900">What they cannot</p>
        <ul className="grid gap-1">
          {KEPT_FROM_GUARDIAN.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <X aria-hidden="true" className="mt-1 size-4 shrink-0 text-red-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function NewLinkForm({ token, onCreated }: { token: string; onCreated: (link: GuardianLink) => void }) {
  const inputId = useId();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState('');
  const create = useCreateGuardianLink(token);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const parsed = createGuardianLinkRequestSchema.safeParse({ label });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const link = await create.mutateAsync(parsed.data);
      setLabel('');
      onCreated(link);
    } catch (requestError) {
      const fieldMessage = isApiRequestError(requestError, 400)
        ? requestError.apiError?.fields?.label
        : undefined;
      if (fieldMessage) setError(fieldMessage);
      else {
        setFailure(
          getApiErrorMessage(
            requestError,
            'No link was made: we could not reach the server. Please try again.',
          ),
        );
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-3"
      aria-label="New link for a parent or guardian"
    >
      <FormField id={inputId} label="Who is it for?" hint="For example, Mum" error={error}>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          // A little over the limit: a long name pasted in gets the message instead of being cut short.
          maxLength={GUARDIAN_LINK_LABEL_MAX + 10}
          value={label}
          onChange={(event) => {
            setLabel(event.target.value);
            setError(undefined);
          }}
          className={inputClassName}
          {...fieldAriaProps(inputId, { hint: true, error })}
        />
      </FormField>
      {failure ? (
        <p role="alert" className="font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {create.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <Link2 aria-hidden="true" className="size-5" />
        )}
        {create.isPending ? 'Making the link…' : 'Make a link'}
      </Button>
    </form>
  );
}

/** Whether this browser can hand a link to another app (a phone's share sheet); false until mounted. */
function useCanShare(): boolean {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);
  return canShare;
}

function ShareLinkButton({ link }: { link: GuardianLink }) {
  async function handleShare() {
    try {
      await navigator.share({
        title: 'My driving lessons',
        text: 'My driving lessons, progress and what is left to pay:',
        url: link.url,
      });
    } catch {
      // Closing the share sheet rejects too; the link is still there to copy.
    }
  }
  return (
    <Button variant="secondary" size="compact" onClick={() => void handleShare()}>
      <Share2 aria-hidden="true" className="size-4" />
      Share<span className="sr-only"> the link for {link.label}</span>
    </Button>
  );
}

function GuardianLinkItem({
  token,
  link,
  isNew,
  onRevoked,
}: {
  token: string;
  link: GuardianLink;
  isNew: boolean;
  onRevoked: (label: string) => void;
}) {
  const revoke = useRevokeGuardianLink(token);
  const canShare = useCanShare();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const headingId = useId();

  async function handleRevoke() {
    setError('');
    try {
      await revoke.mutateAsync(link.id);
      setConfirming(false);
      onRevoked(link.label);
    } catch (failure) {
      setConfirming(false);
      setError(
        getApiErrorMessage(failure, 'The link still works: we could not reach the server. Please try again.'),
      );
    }
  }

  return (
    <li
      className={
        isNew
          ? 'grid gap-3 rounded-lg border border-green-300 bg-green-50 p-4'
          : 'grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4'
      }
    >
      <div className="grid gap-0.5">
        <h3 id={headingId} className="text-lg break-words">
          {link.label}
        </h3>
        <p className="text-sm text-slate-700">
          {link.lastUsedAt ? `Last opened ${formatSchoolDateTime(link.lastUsedAt)}` : 'Not opened yet'}
          {' · '}
          Works until {formatSchoolLongDate(link.expiresAt)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <input
          readOnly
          value={link.url}
          aria-label={`Link for ${link.label}`}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClassName} min-w-0 flex-1 font-mono text-sm`}
        />
        {/* 'Link', not the name: the copy button lowercases its label ('the link is ready to paste'). */}
        <CopyButton value={link.url} label="Link" />
      </div>
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-2 sm:flex">
        {canShare ? <ShareLinkButton link={link} /> : null}
        <Button variant="secondary" size="compact" onClick={() => setConfirming(true)}>
          Turn off<span className="sr-only"> the link for {link.label}</span>
        </Button>
      </div>
      <ConfirmDialogOnDemand
        open={confirming}
        onOpenChange={setConfirming}
        title={`Turn off the link for ${link.label}?`}
        description="It stops working at once: whoever has it will see that it has been turned off. You can make a new one at any time."
        cancelLabel="Keep it"
        confirmLabel="Turn off the link"
        pendingLabel="Turning off…"
        isPending={revoke.isPending}
        onConfirm={() => void handleRevoke()}
      />
    </li>
  );
}

/**
 * "Share your progress with a parent or guardian" on the learner's home (issue 25): make a
 * read-only link for whoever pays, copy it, see when it was last opened, turn it off.
 */
export function GuardianLinksCard({ token }: { token: string }) {
  const query = useGuardianLinks(token);
  const [notice, setNotice] = useState('');
  const [newLinkId, setNewLinkId] = useState<number | null>(null);
  const links = query.data?.links ?? [];
  const maxLinks = query.data?.maxLinks ?? 0;

  return (
    // Managing links is no part of a printout.
    <section aria-labelledby="guardian-links-heading" className="grid gap-4 print:hidden">
      <h2 id="guardian-links-heading" className="flex items-start gap-2 text-2xl">
        <Users aria-hidden="true" className="mt-1 size-6 shrink-0 text-blue-700" />
        {GUARDIAN_LINKS_HEADING}
      </h2>
      <Card className="grid gap-5 p-4 sm:p-6">
        <p className="text-slate-700">
          Make a private link for whoever pays for your lessons. It opens a read-only page; each link works
          for 30 days and keeps working while you keep learning, and you can turn it off at any time.
        </p>
        <WhatTheLinkShows />
        <div role="status" aria-live="polite" className="empty:hidden">
          {notice ? (
            <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-slate-900">{notice}</p>
          ) : null}
        </div>
        {query.isPending ? (
          <div className="grid gap-2">
            <p className="sr-only" role="status">
              Loading your links
            </p>
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-1/3" />
          </div>
        ) : query.isError ? (
          <div className="grid gap-3">
            <p className="text-slate-800">
              We couldn't load your links. Check your connection and try again.
            </p>
            <Button variant="secondary" className="justify-self-start" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            {links.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
                You haven't shared a link yet. Make one below and send it to them.
              </p>
            ) : (
              <ul className="grid gap-3" aria-label="Your shared links">
                {links.map((link) => (
                  <GuardianLinkItem
                    key={link.id}
                    token={token}
                    link={link}
                    isNew={link.id === newLinkId}
                    onRevoked={(label) => setNotice(`The link for ${label} is turned off.`)}
                  />
                ))}
              </ul>
            )}
            {links.length >= maxLinks ? (
              <p className="text-slate-700">
                {`You have ${maxLinks} links, the most you can have at once. Turn one off to make another.`}
              </p>
            ) : (
              <NewLinkForm
                token={token}
                onCreated={(link) => {
                  setNewLinkId(link.id);
                  setNotice(`Your link for ${link.label} is ready: copy it and send it to them.`);
                }}
              />
            )}
          </>
        )}
      </Card>
    </section>
  );
}

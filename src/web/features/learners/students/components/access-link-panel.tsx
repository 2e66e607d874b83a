import { ExternalLink, KeyRound, Link2, LoaderCircle, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { StudentListItem } from '../../../../../core/learners/students-schemas';
import { buildLearnerHomePath } from '../../../../../core/progress/learner-page-data-schemas';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  LONG_TOAST_MS,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { inputClassName } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { formatSchoolLongDate } from '../../../../lib/school-time-format';
import { useGenerateAccessToken } from '../api/generate-access-token';
import { useSendAccessEmail } from '../api/send-access-email';
import { CopyProgressLinkButton } from './copy-progress-link-button';

export const GENERATE_TOKEN_FAILED_MESSAGE = 'Failed to generate new access token.';
export const EMAIL_FAILED_TITLE = 'Email Failed';
export const EMAIL_FAILED_MESSAGE = 'Failed to send access link email';
export const EMAIL_NOT_SENT_TITLE = 'Email not sent';

/** The learner's progress link: make one, copy it, e-mail it, open their learning journey. */
export function AccessLinkPanel({ student }: { student: StudentListItem }) {
  const generate = useGenerateAccessToken();
  const sendEmail = useSendAccessEmail();
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);
  const link = student.accessToken;
  const linkInputId = `student-${student.id}-link`;

  function handleGenerate() {
    generate.mutate(student.id, {
      onSuccess: (created) => {
        setConfirmingRegenerate(false);
        toast({
          title: link ? 'New Access Link Ready' : 'Access Link Ready',
          description: `${link ? 'The old link no longer works. ' : ''}Copy it or e-mail it to ${student.fullName}. It works until ${formatSchoolLongDate(created.expiresAt)}.`,
        });
      },
      onError: (error) => {
        setConfirmingRegenerate(false);
        showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, GENERATE_TOKEN_FAILED_MESSAGE));
      },
    });
  }

  function handleEmail() {
    sendEmail.mutate(student.id, {
      onSuccess: (response) => {
        if (response.status === 'sent') {
          toast({ title: 'Access Link Sent', description: response.message });
        } else {
          toast({ title: EMAIL_NOT_SENT_TITLE, description: response.message, duration: LONG_TOAST_MS });
        }
      },
      onError: (error) =>
        showFailureToast(EMAIL_FAILED_TITLE, getApiErrorMessage(error, EMAIL_FAILED_MESSAGE)),
    });
  }

  return (
    <section
      aria-labelledby={`student-${student.id}-link-title`}
      className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:p-4"
    >
      <h4 id={`student-${student.id}-link-title`} className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-blue-700" />
        Progress link
      </h4>
      {link ? (
        <>
          <div className="grid gap-1.5">
            <label htmlFor={linkInputId} className="sr-only">
              {student.fullName}'s progress link
            </label>
            <input
              id={linkInputId}
              readOnly
              value={link.url}
              className={`${inputClassName} font-mono text-sm`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="text-sm text-slate-700">Works until {formatSchoolLongDate(link.expiresAt)}.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <CopyProgressLinkButton url={link.url} studentName={student.fullName} />
            <Button variant="secondary" size="compact" onClick={handleEmail} disabled={sendEmail.isPending}>
              {sendEmail.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              ) : (
                <Mail aria-hidden="true" className="size-4" />
              )}
              {sendEmail.isPending ? 'Sending…' : 'Email Access Link'}
              <span className="sr-only"> to {student.fullName}</span>
            </Button>
            <a
              href={buildLearnerHomePath(link.token)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'secondary', size: 'compact' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              View Learning Journey
              <span className="sr-only"> of {student.fullName} (opens in a new tab)</span>
            </a>
            <Button
              variant="ghost"
              size="compact"
              onClick={() => setConfirmingRegenerate(true)}
              disabled={generate.isPending}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Generate New Link
              <span className="sr-only"> for {student.fullName}</span>
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700">No progress link yet.</p>
          <Button size="compact" onClick={handleGenerate} disabled={generate.isPending}>
            {generate.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <Link2 aria-hidden="true" className="size-4" />
            )}
            {generate.isPending ? 'Generating…' : 'Generate Access Link'}
            <span className="sr-only"> for {student.fullName}</span>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmingRegenerate}
        onOpenChange={setConfirmingRegenerate}
        title="Make a new progress link?"
        description={`${student.fullName}'s current link, and any link they shared with a parent or guardian, will stop working straight away. Send them the new one.`}
        confirmLabel="Generate New Link"
        pendingLabel="Generating…"
        isPending={generate.isPending}
        onConfirm={handleGenerate}
      />
    </section>
  );
}

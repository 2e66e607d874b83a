/** The lead forms' toasts (spec learner side, section 8), with the school's phone from site info. */
export function leadPopupFailedToast(phone: string) {
  return {
    title: 'Something went wrong',
    description: `Please try again or call us directly at ${phone}`,
    variant: 'destructive' as const,
  };
}

export const LEAD_MAGNET_SENT_TOAST = {
  title: 'Money-Saving Tips Sent! 💰',
  description: 'Check your email for 10 ways to save £100s on driving lessons + our special offer!',
  duration: 5000,
};

/** When the tips could not be e-mailed, the pop-up shows them instead of claiming they were sent. */
export const LEAD_MAGNET_NOT_SENT_NOTE = "We couldn't e-mail them just now, so here they are to read.";

export function leadMagnetFailedToast(phone: string) {
  return {
    title: 'Download failed',
    description: `Please try again or call ${phone}`,
    variant: 'destructive' as const,
  };
}

/** Without site info (it failed to load), the failure toasts still say something useful. */
export const FALLBACK_PHONE_TEXT = 'the number at the foot of this page';

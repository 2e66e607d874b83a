import { type ComponentProps, lazy, Suspense } from 'react';
import { useTimedPopup } from '../hooks/use-timed-popup';
import { MARKETING_SESSION_KEYS } from '../marketing-session';

/** Spec section 9: the lead-magnet pop-up opens 60 seconds after the page loads. */
export const LEAD_MAGNET_DELAY_MS = 60_000;

// With the app's query client (its form sends the lead): the blog hydrates only its islands.
const LeadMagnetDialog = lazy(async () => {
  const [{ LeadMagnetDialog: Dialog }, { WithSiteData }] = await Promise.all([
    import('./lead-magnet-dialog'),
    import('../../site/components/with-site-data'),
  ]);
  return {
    default: (props: ComponentProps<typeof Dialog>) => (
      <WithSiteData>
        <Dialog {...props} />
      </WithSiteData>
    ),
  };
});

/**
 * The money-saving-tips pop-up, once per session, 60 s after the page loads. Its form loads only
 * then: nothing of it is in the page's first download or its server-rendered HTML.
 */
export function LeadMagnetPopup() {
  const [open, setOpen] = useTimedPopup(LEAD_MAGNET_DELAY_MS, MARKETING_SESSION_KEYS.tipsPopupShown);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LeadMagnetDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

import { CircleHelp } from 'lucide-react';
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { classNames } from '../../../../lib/class-names';
import { isStickyBarVisible, subscribeToStickyBar } from '../sticky-bar-store';

function loadHelpDialog() {
  return import('./help-dialog');
}

const HelpDialog = lazy(async () => ({ default: (await loadHelpDialog()).HelpDialog }));

/**
 * The floating help button and its dialog 'What Can You Do Here?'. It rises above the sticky
 * booking bar when that is showing. The dialog's code (Radix Dialog and its content) loads as
 * the pointer or focus reaches the button, so a first tap opens it as soon as it has arrived;
 * until then the page does not download it.
 */
export function HelpButton() {
  const barVisible = useSyncExternalStore(subscribeToStickyBar, isStickyBarVisible, () => false);
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on, so that it can also animate closed.
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadHelpDialog()}
        onFocus={() => void loadHelpDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={classNames(
          'fixed right-4 z-30 inline-flex size-12 items-center justify-center gap-2 rounded-full bg-blue-700 font-semibold text-white shadow-lg hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:w-auto sm:px-4 motion-safe:transition-[bottom]',
          barVisible ? 'bottom-24' : 'bottom-4',
        )}
      >
        <CircleHelp aria-hidden="true" className="size-6 sm:size-5" />
        {/* Only the icon on a phone, where the button must hide as little of the page as possible. */}
        <span className="sr-only sm:not-sr-only">Help</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <HelpDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

import { CalendarCheck, type LucideIcon, Newspaper, TrendingUp, Users } from 'lucide-react';
import type { RefObject } from 'react';
import { SiteLink } from '../../../../components/site-navigation';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';

interface HelpAction {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
}

/** The dialog's four action cards (spec: to /book-lesson, /my-progress and the network-partner page). */
const HELP_ACTIONS: readonly HelpAction[] = [
  {
    title: 'Book a Lesson',
    text: "See the instructor's live availability and book in a few taps.",
    to: '/book-lesson',
    icon: CalendarCheck,
  },
  {
    title: 'Check My Progress',
    text: 'Open your lesson notes and skills map with your secure link.',
    to: '/my-progress',
    icon: TrendingUp,
  },
  {
    title: 'Find Another Instructor',
    text: 'Manual lessons or earlier times through our partner network.',
    to: '/network-partner-request',
    icon: Users,
  },
  {
    title: 'Read Driving Tips',
    text: 'Guides to the theory test, test day and Birmingham roads.',
    to: '/blog',
    icon: Newspaper,
  },
];

/** The four-step guide (spec help dialog). */
const HELP_STEPS: readonly string[] = [
  'View availability: see the free lesson times in the live calendar.',
  'Book with the instructor, or use our network partners if no time suits you.',
  'Complete secure payment by bank transfer or card.',
  'Start learning, and follow your progress after every lesson.',
];

export interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The help button: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The dialog 'What Can You Do Here?' (Radix: focus moves in, Escape and the close button close
 * it). Its own chunk: help-button.tsx loads it when the button is about to be used.
 */
export function HelpDialog({ open, onOpenChange, returnFocusTo }: HelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="What Can You Do Here?"
        description="Everything this website does for you, and how to get started."
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {HELP_ACTIONS.map(({ title, text, to, icon: Icon }) => (
            <li key={to}>
              <DialogClose asChild>
                <SiteLink
                  to={to}
                  className="flex h-full gap-3 rounded-xl border border-slate-200 p-4 no-underline hover:border-blue-700 hover:bg-blue-50"
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
                  <span className="grid gap-1">
                    <span className="font-semibold text-slate-900">{title}</span>
                    <span className="text-sm text-slate-700">{text}</span>
                  </span>
                </SiteLink>
              </DialogClose>
            </li>
          ))}
        </ul>
        <section aria-labelledby="help-steps-title">
          <h3 id="help-steps-title" className="text-lg">
            Getting started in four steps
          </h3>
          <ol className="mt-2 grid gap-2">
            {HELP_STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-100 font-bold text-blue-800"
                >
                  {index + 1}
                </span>
                <span className="text-slate-700">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </DialogContent>
    </Dialog>
  );
}

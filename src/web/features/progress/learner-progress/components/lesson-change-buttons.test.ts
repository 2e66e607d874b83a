import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LessonChangeInfo } from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import type { LearnerLesson } from '../lesson-change-display';
import { CancelLessonDialog } from './cancel-lesson-dialog';
import { CancelLessonButton, MoveLessonButton } from './lesson-change-buttons';
import { MoveLessonDialog } from './move-lesson-dialog';

/*
 * Until pressed, "Move lesson" and "Cancel lesson" are stand-ins for their dialogs' triggers (the
 * dialogs' code loads on the first press): the server's HTML and the hydrated page must be what the
 * dialogs render closed.
 */

const change: LessonChangeInfo = {
  window: 'free',
  terms: 'Your lesson is 48 hours or more away, so moving or cancelling it is free.',
  lessonFee: 7200,
  forfeit: 0,
  reschedulesLeft: 2,
  canReschedule: true,
  canCancel: true,
  rescheduleBlockedReason: null,
  pendingRequest: null,
};

const lesson: LearnerLesson = {
  id: 4,
  date: '2026-12-06',
  startTime: '18:00',
  bookedDuration: 120,
  actualDuration: null,
  status: 'scheduled',
  change,
};

const props = {
  token: 'learner-token',
  lesson,
  change,
  dateLabel: 'Sunday 6 December 2026',
};

function render(element: ReactNode): string {
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, element));
}

/** The element's tag and attributes in a fixed order, and what it holds. */
function normalise(html: string): string {
  return html.replace(/<(\w+)([^>]*)>/g, (_tag, name: string, attributes: string) => {
    const sorted = (attributes.match(/[\w-]+(="[^"]*")?/g) ?? []).sort().join(' ');
    return `<${name} ${sorted}>`;
  });
}

describe("the lesson's change buttons before their dialogs load", () => {
  it('"Move lesson" is the move dialog\'s trigger, closed', () => {
    const standIn = render(createElement(MoveLessonButton, { ...props, learnerName: 'Jamie Learner' }));
    const dialog = render(createElement(MoveLessonDialog, { ...props, learnerName: 'Jamie Learner' }));
    expect(standIn).toContain('Move lesson');
    expect(normalise(standIn)).toBe(normalise(dialog));
  });

  it('"Cancel lesson" is the cancel dialog\'s trigger, closed', () => {
    const standIn = render(createElement(CancelLessonButton, props));
    const dialog = render(createElement(CancelLessonDialog, props));
    expect(standIn).toContain('Cancel lesson');
    expect(normalise(standIn)).toBe(normalise(dialog));
  });
});

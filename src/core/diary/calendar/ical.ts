/*
 * iCalendar (RFC 5545) text for the instructor's private feed and the learners' `.ics` attachments.
 * Times are written in UTC with a `Z`: an instant means the same moment in every calendar app, so a
 * lesson at 10:00 in London stays at 10:00 on either side of the March and October clock changes
 * without a VTIMEZONE block. Lines end in CRLF and are folded at 75 octets; text is escaped.
 */

export interface IcalEvent {
  /** Stable for the life of the lesson, so a later file or feed updates the same event. */
  uid: string;
  /** Bumped whenever the event changes (a move), so calendar apps take the newer copy. */
  sequence: number;
  /** When this copy was produced. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** A page about the event (URL, a URI: not escaped as text). */
  url?: string;
  lastModified?: Date;
  status?: 'CONFIRMED' | 'CANCELLED';
  /** The event is shown but does not make its owner busy (TRANSP:TRANSPARENT). */
  free?: boolean;
}

export interface IcalCalendar {
  /** e.g. '-//Birmingham Automatic Driving School//Lessons//EN' */
  productId: string;
  /** PUBLISH for the feed and for attachments (nobody is asked to reply). */
  method: 'PUBLISH';
  /** The calendar's name as subscribing apps show it (X-WR-CALNAME). */
  name?: string;
  /** The zone apps should show times in (X-WR-TIMEZONE); the times themselves are UTC. */
  displayTimeZone?: string;
  /** How often a subscribing app should fetch the feed again, in minutes. */
  refreshMinutes?: number;
  events: readonly IcalEvent[];
}

const MAX_LINE_OCTETS = 75;
/** A fixed epoch for sequence numbers: minutes since it fit comfortably in a 32-bit integer. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeIcalText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line into lines of at most 75 octets (UTF-8), each continuation starting with
 * a space (RFC 5545 3.1). Never splits a character.
 */
export function foldIcalLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  // The first line may hold 75 octets; continuations hold 74 after their leading space.
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-03-29T09:00:00.000Z → 20260329T090000Z */
export function formatIcalUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A SEQUENCE that only grows: minutes since 2024 at the moment the event last changed. */
export function getIcalSequence(changedAt: Date): number {
  return Math.max(0, Math.floor((changedAt.getTime() - SEQUENCE_EPOCH_MS) / 60_000));
}

function eventLines(event: IcalEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcalText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTAMP:${formatIcalUtc(event.stamp)}`,
    `DTSTART:${formatIcalUtc(event.start)}`,
    `DTEND:${formatIcalUtc(event.end)}`,
    `SUMMARY:${escapeIcalText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcalText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcalText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${formatIcalUtc(event.lastModified)}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    `TRANSP:${event.free ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR, CRLF line endings, every line folded. */
export function buildIcalendar(calendar: IcalCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    ...(calendar.name ? [`X-WR-CALNAME:${escapeIcalText(calendar.name)}`] : []),
    ...(calendar.displayTimeZone ? [`X-WR-TIMEZONE:${calendar.displayTimeZone}`] : []),
    ...(calendar.refreshMinutes
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
          `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
        ]
      : []),
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcalLine).join('\r\n')}\r\n`;
}

/** A UID for a lesson, the same in the feed, in every attachment and for every move. */
export function getLessonUid(lessonId: number, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || 'localhost';
  return `lesson-${lessonId}@${host}`;
}

/** 'driving-lesson-2026-03-14.ics' */
export function getLessonIcsFilename(date: string): string {
  return `driving-lesson-${date}.ics`;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

// RFC 5545 iCalendar, written by hand because it is small: CRLF line ends, lines folded at 75 octets (never inside
// a UTF-8 character), TEXT values escaped, UTC times, and one VALARM per reminder. Pure.

export interface CalendarAlarm {
  /** Days before the event's start; 0 is at its start. */
  daysBefore: number;
  description: string;
}

export interface CalendarEvent {
  uid: string;
  /** Rises each time the event's date may have changed (RFC 5545 §3.8.7.4). */
  sequence: number;
  /** A moment (written in UTC), or a whole day ('YYYY-MM-DD', written as a DATE). */
  start: { at: Date } | { day: string };
  summary: string;
  description: string;
  url: string | null;
  /** The last time the data behind this event changed (LAST-MODIFIED); optional. */
  lastModified: Date | null;
  /** The procedure was cancelled: calendars show the event struck out (STATUS:CANCELLED) instead of losing it. */
  cancelled: boolean;
  alarms: CalendarAlarm[];
}

export interface Calendar {
  name: string;
  description: string;
  productId: string;
  events: CalendarEvent[];
  /** DTSTAMP of every event: when this file was made. */
  stamp: Date;
}

/** TEXT per RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/gu, '\\\\')
    .replace(/;/gu, '\\;')
    .replace(/,/gu, '\\,')
    .replace(/\r\n|\r|\n/gu, '\\n');
}

/** Folds a content line: at most 75 octets per line, continuation lines starting with one space (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation line's leading space takes one of its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20260301T120000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/gu, '')
    .replace(/\.\d{3}/u, '');
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(stamp)}`, `SEQUENCE:${event.sequence}`];
  if ('at' in event.start) lines.push(`DTSTART:${utcStamp(event.start.at)}`);
  else {
    lines.push(`DTSTART;VALUE=DATE:${event.start.day.replace(/-/gu, '')}`);
    lines.push(`DTEND;VALUE=DATE:${nextDay(event.start.day).replace(/-/gu, '')}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`, `DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(event.lastModified)}`);
  lines.push('TRANSP:TRANSPARENT', event.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED');
  for (const alarm of event.cancelled ? [] : event.alarms) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(alarm.description)}`,
      `TRIGGER:${alarm.daysBefore === 0 ? 'PT0S' : `-P${alarm.daysBefore}D`}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar as an iCalendar object (METHOD:PUBLISH: a feed to subscribe to, not an invitation). */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    'X-WR-TIMEZONE:UTC',
    // How often subscribing apps should look again (Outlook, Apple Calendar honour these).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';

/** Sizes, speeds and times left as people read them. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${u === 0 ? n : n.toFixed(n < 10 ? 1 : 0)} ${units[u]}`;
}

/**
 * A day as the dashboard writes dates, where the viewer is (issue 41), for react-intl's formatDate: "November
 * 29, 2026" in English, "29 de noviembre de 2026" in Spanish.
 */
export const DAY = { year: 'numeric', month: 'long', day: 'numeric' } as const;

export const formatSpeed = (bytesPerSecond: number) => `${formatBytes(bytesPerSecond)}/s`;

const LEFT = defineMessages<{
  estimating: NoMessageValues;
  underSecond: NoMessageValues;
  seconds: { s: number };
  minutes: { m: number; s: number };
  hours: { h: number; m: number };
}>({
  estimating: { id: 'upload.progress.estimating', defaultMessage: 'estimating…' },
  underSecond: { id: 'upload.progress.underSecond', defaultMessage: 'less than a second left' },
  seconds: { id: 'upload.progress.secondsLeft', defaultMessage: '{s} s left' },
  minutes: { id: 'upload.progress.minutesLeft', defaultMessage: '{m} min {s} s left' },
  hours: { id: 'upload.progress.hoursLeft', defaultMessage: '{h} h {m} min left' },
});

/** The time an upload has left, in the page's language (`intl`: react-intl's useIntl()). */
export function formatTimeLeft(seconds: number, intl: Pick<IntlShape, 'formatMessage'>): string {
  if (!Number.isFinite(seconds) || seconds < 0) return intl.formatMessage(LEFT.estimating);
  if (seconds < 1) return intl.formatMessage(LEFT.underSecond);
  const s = Math.round(seconds);
  if (s < 60) return intl.formatMessage(LEFT.seconds, { s });
  const m = Math.floor(s / 60);
  if (m < 60) return intl.formatMessage(LEFT.minutes, { m, s: s % 60 });
  return intl.formatMessage(LEFT.hours, { h: Math.floor(m / 60), m: m % 60 });
}

/**
 * Pieces the bill tracker's screens share: the signed-in gate (a signed-out visitor goes to log in and
 * comes back), money and date display, the status words, and the page frame (with the dashboard's
 * navigation, DashboardNav.tsx).
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { formatCents, letterDate } from '@fp/domain';
import { useToken } from '../../lib/auth';
import { useNavigate, useRoute } from '../../router/Router';
import { Spinner } from '../../components/Spinner';
import { DashboardNav } from './DashboardNav';
import { shownDay } from './shown-day';
import './dashboard.css';

export { DashboardNav };

/** True once a signed-in user is known; sends a signed-out visitor to log in with a way back. */
export function useSignedIn(): boolean {
  const { token, loading } = useToken();
  const navigate = useNavigate();
  const match = useRoute();
  useEffect(() => {
    if (loading || token) return;
    const back = `/${match.segments.map(encodeURIComponent).join('/')}`;
    navigate(`/account/login?next=${encodeURIComponent(back)}`, { replace: true });
  }, [loading, token, navigate, match.segments]);
  return !loading && !!token;
}

/** Renders children only for a signed-in user (a spinner meanwhile). */
export function SignedIn({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return useSignedIn() ? (
    <>{children}</>
  ) : (
    <Spinner
      label={intl.formatMessage({ id: 'dashboard.signIn.checking', defaultMessage: 'Checking your sign-in' })}
    />
  );
}

export const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents);
/**
 * A calendar day as every dashboard screen writes it, "November 26, 2026" (issue 41: one format, the
 * letters' and the assistance rules' own); "—" when there is none. Forms keep MM/DD/YYYY for typing.
 */
export const day = (iso: string | null | undefined) => (iso ? letterDate(iso) : '—');

/** `day` in the page's language (issue 45, shown-day.ts): Spanish "26 de noviembre de 2026". */
export function useDay(): (iso: string | null | undefined) => string {
  const intl = useIntl();
  return useCallback((iso: string | null | undefined) => shownDay(iso, intl), [intl]);
}

/** A bill's statuses, in the API's order, with their words. */
export const STATUS_LABEL = defineMessages({
  NEW: { id: 'dashboard.status.new', defaultMessage: 'New' },
  NEGOTIATING: { id: 'dashboard.status.negotiating', defaultMessage: 'Negotiating' },
  COMPLETE: { id: 'dashboard.status.complete', defaultMessage: 'Complete' },
});

export const isBillStatus = (s: string): s is keyof typeof STATUS_LABEL => s in STATUS_LABEL;

/** A status's word in the page's language (the API's own word for one this page does not know). */
export function useStatusLabel(): (status: string) => string {
  const intl = useIntl();
  return (status) => (isBillStatus(status) ? intl.formatMessage(STATUS_LABEL[status]) : status);
}

export function StatusBadge({ status }: { status: string }) {
  const label = useStatusLabel();
  return <span className={`status status-${status.toLowerCase()}`}>{label(status)}</span>;
}

export function DashboardPage({
  title,
  children,
  id = 'dashboard-title',
}: {
  title: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section className="page dashboard-page" aria-labelledby={id}>
      <DashboardNav />
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}

/** A ratio as the bill check shows it ("2.69×"), a dash when there is none. */
export const ratio = (r: number | null | undefined) =>
  r === null || r === undefined ? '—' : `${r.toFixed(2)}×`;

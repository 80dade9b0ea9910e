/**
 * Pieces the bill tracker's screens share: the signed-in gate (a signed-out visitor goes to log in and
 * comes back), money and date display, the status words, and the page frame (with the dashboard's
 * navigation, DashboardNav.tsx).
 */
import { useEffect, type ReactNode } from 'react';
import { formatCents, letterDate } from '@fp/domain';
import { useToken } from '../../lib/auth';
import { useNavigate, useRoute } from '../../router/Router';
import { Spinner } from '../../components/Spinner';
import { DashboardNav } from './DashboardNav';
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
  return useSignedIn() ? <>{children}</> : <Spinner label="Checking your sign-in" />;
}

export const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents);
/**
 * A calendar day as every dashboard screen writes it, "November 26, 2026" (issue 41: one format, the
 * letters' and the assistance rules' own); "—" when there is none. Forms keep MM/DD/YYYY for typing.
 */
export const day = (iso: string | null | undefined) => (iso ? letterDate(iso) : '—');

export const STATUS_LABEL: Record<string, string> = {
  NEW: 'New',
  NEGOTIATING: 'Negotiating',
  COMPLETE: 'Complete',
};

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status status-${status.toLowerCase()}`}>{STATUS_LABEL[status] ?? status}</span>;
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

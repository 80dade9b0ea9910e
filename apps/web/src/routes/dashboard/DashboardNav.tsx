/**
 * The dashboard's one navigation: events, bills, to-do, help, refer and settings. On a wide screen it is
 * a row of links; on a phone (under 40rem) it folds into a "Dashboard menu" button that opens the same
 * list (Escape closes it and returns focus to the button; following a link closes it).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../router/Link';
import { useRoute } from '../../router/Router';

export interface DashboardNavItem {
  to: string;
  label: string;
  /** Route template names that count as this item's page. */
  names: readonly string[];
}

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { to: '/dashboard', label: 'Events', names: ['dashboard', 'dashboard_event', 'dashboard_add-event'] },
  { to: '/bills', label: 'Bills', names: ['bills', 'bill', 'dashboard_bill', 'dashboard_add-bill'] },
  { to: '/dashboard/todo', label: 'To-do', names: ['dashboard_todo'] },
  { to: '/dashboard/help', label: 'Help', names: ['dashboard_help'] },
  { to: '/dashboard/refer', label: 'Refer', names: ['dashboard_refer'] },
  { to: '/dashboard/settings', label: 'Settings', names: ['dashboard_settings'] },
];

export function DashboardNav() {
  const { name } = useRoute();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = DASHBOARD_NAV.find((i) => i.names.includes(name));

  // A new page closes the phone menu.
  useEffect(() => setOpen(false), [name]);

  return (
    <nav
      className={`dashboard-nav${open ? ' is-open' : ''}`}
      aria-label="Dashboard"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="dashboard-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="dashboard-nav-icon">
          ☰
        </span>{' '}
        Dashboard menu{current ? <span className="muted">: {current.label}</span> : null}
      </button>
      <ul id={listId}>
        {DASHBOARD_NAV.map((i) => {
          const here = i.names.includes(name);
          return (
            <li key={i.to}>
              <Link to={i.to} aria-current={here ? 'page' : undefined} onClick={() => setOpen(false)}>
                {i.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

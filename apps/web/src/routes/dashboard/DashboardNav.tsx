/**
 * The dashboard's one navigation: events, bills, to-do, help, refer and settings. On a wide screen it is
 * a row of links; on a phone (under 40rem) it folds into a "Dashboard menu" button that opens the same
 * list (Escape closes it and returns focus to the button; following a link closes it).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '../../router/Link';
import { useRoute } from '../../router/Router';
import { SPACE } from '../../components/text';

const MENU_ICON = '☰';

export interface DashboardNavItem {
  to: string;
  label: MessageDescriptor;
  /** Route template names that count as this item's page. */
  names: readonly string[];
}

const LABELS = defineMessages({
  events: { id: 'dashboard.nav.events', defaultMessage: 'Events' },
  bills: { id: 'dashboard.nav.bills', defaultMessage: 'Bills' },
  todo: { id: 'dashboard.nav.todo', defaultMessage: 'To-do' },
  help: { id: 'dashboard.nav.help', defaultMessage: 'Help' },
  refer: { id: 'dashboard.nav.refer', defaultMessage: 'Refer' },
  settings: { id: 'dashboard.nav.settings', defaultMessage: 'Settings' },
});

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { to: '/dashboard', label: LABELS.events, names: ['dashboard', 'dashboard_event', 'dashboard_add-event'] },
  { to: '/bills', label: LABELS.bills, names: ['bills', 'bill', 'dashboard_bill', 'dashboard_add-bill'] },
  { to: '/dashboard/todo', label: LABELS.todo, names: ['dashboard_todo'] },
  { to: '/dashboard/help', label: LABELS.help, names: ['dashboard_help'] },
  { to: '/dashboard/refer', label: LABELS.refer, names: ['dashboard_refer'] },
  { to: '/dashboard/settings', label: LABELS.settings, names: ['dashboard_settings'] },
];

export function DashboardNav() {
  const { name } = useRoute();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = DASHBOARD_NAV.find((i) => i.names.includes(name));

  // A new page closes the phone menu.
  useEffect(() => setOpen(false), [name]);

  return (
    <nav
      className={`dashboard-nav${open ? ' is-open' : ''}`}
      aria-label={intl.formatMessage({ id: 'dashboard.nav.label', defaultMessage: 'Dashboard' })}
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
          {MENU_ICON}
        </span>
        {SPACE}
        <FormattedMessage id="dashboard.nav.menu" defaultMessage="Dashboard menu" />
        {current ? (
          <span className="muted">
            <FormattedMessage
              id="dashboard.nav.current"
              defaultMessage=": {page}"
              values={{ page: intl.formatMessage(current.label) }}
            />
          </span>
        ) : null}
      </button>
      <ul id={listId}>
        {DASHBOARD_NAV.map((i) => {
          const here = i.names.includes(name);
          return (
            <li key={i.to}>
              <Link to={i.to} aria-current={here ? 'page' : undefined} onClick={() => setOpen(false)}>
                {intl.formatMessage(i.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

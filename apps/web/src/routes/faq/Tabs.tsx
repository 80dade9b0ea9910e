/**
 * An accessible tab list (WAI-ARIA tabs pattern): buttons with role=tab, arrow keys, Home and End move
 * between them, and only the selected tab is in the Tab order. The caller renders the panel with
 * `tabPanelProps(idPrefix, selected)`.
 */
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function tabPanelProps(prefix: string, selected: string) {
  return {
    role: 'tabpanel' as const,
    id: panelId(prefix, selected),
    'aria-labelledby': tabId(prefix, selected),
    tabIndex: 0,
  };
}

export function Tabs({
  tabs,
  selected,
  onSelect,
  idPrefix,
  label,
}: {
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  idPrefix: string;
  label: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, t.id)}
          aria-selected={t.id === selected}
          aria-controls={panelId(idPrefix, t.id)}
          tabIndex={t.id === selected ? 0 : -1}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => move(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

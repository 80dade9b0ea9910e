/**
 * A <dialog> shown as a modal for as long as its component is mounted: the page behind it does not scroll
 * (a wheel or a swipe over the backdrop moved the page under the map's detail popup), and when it goes,
 * focus goes back to the control that opened it. A dialog that is unmounted rather than closed gets
 * neither from the browser: the scroll lock is not native, and the focus would fall to the page's body.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** What Tab can reach inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary';

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>) {
  // The control focused when the dialog first opened (kept across React's development re-run of effects,
  // when focus is already inside the dialog).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (
      !opener.current &&
      document.activeElement instanceof HTMLElement &&
      !d.contains(document.activeElement)
    )
      opener.current = document.activeElement;

    const root = document.documentElement;
    const saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // The scroll bar's width, kept as padding so that the page does not move sideways when it goes.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;

    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    // Tab stays in the dialog (issue 41): a modal dialog leaves the page inert, but after its last control
    // Tab went on to the browser's own controls; it now comes round to the first, Shift+Tab the other way.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const stops = [...d.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
      );
      if (!stops.length) return;
      const first = stops[0]!;
      const last = stops[stops.length - 1]!;
      const at = document.activeElement;
      if (e.shiftKey && (at === first || !d.contains(at))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (at === last || !d.contains(at))) {
        e.preventDefault();
        first.focus();
      }
    };
    d.addEventListener('keydown', onKey);
    return () => {
      d.removeEventListener('keydown', onKey);
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      // Still in the page: React's development re-run, not the dialog going away.
      if (d.isConnected) return;
      const back = opener.current;
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, [ref]);
}

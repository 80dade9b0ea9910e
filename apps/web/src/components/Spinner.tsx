/** The route-change spinner: about 50 px wide, announced to screen readers. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}

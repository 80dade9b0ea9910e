import { useIntl } from 'react-intl';

/** The route-change spinner: about 50 px wide, announced to screen readers. */
export function Spinner({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">
        {intl.formatMessage(
          { id: 'common.spinner.label', defaultMessage: '{label}…' },
          { label: label ?? intl.formatMessage({ id: 'common.spinner.loading', defaultMessage: 'Loading' }) },
        )}
      </span>
    </div>
  );
}

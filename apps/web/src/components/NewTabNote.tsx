import { FormattedMessage } from 'react-intl';
import { SPACE } from './text';

/** Said to screen readers after a link that opens a new tab: " (opens in a new tab)". */
export function NewTabNote() {
  return (
    <span className="visually-hidden">
      {SPACE}
      <FormattedMessage id="common.link.newTab" defaultMessage="(opens in a new tab)" />
    </span>
  );
}

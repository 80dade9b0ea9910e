import { FormattedMessage } from 'react-intl';

/** What an empty table or list says (spec part 2 §6). */
export function EmptyText() {
  return <FormattedMessage id="forms.table.empty" defaultMessage="There are no results" />;
}

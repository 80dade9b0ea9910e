/**
 * Issue 41: a letter whose account has no postal address used to keep "[Your postal address]" silently.
 * This asks for it: the hospital answers by mail, so the letter needs it.
 */
import { addressPlaceholder, type LetterSender } from '@fp/domain';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../router/Link';

export const hasPostalAddress = (s: LetterSender) =>
  Boolean(s.address?.trim() && (s.city?.trim() || s.zip?.trim()));

/**
 * `placeholder`: what the letter writes where the address goes (the letter's words, "[Your postal address]"
 * in an English letter).
 */
export function AddressAsk({
  sender,
  placeholder = addressPlaceholder(),
}: {
  sender: LetterSender;
  placeholder?: string;
}) {
  if (hasPostalAddress(sender)) return null;
  return (
    <p className="alert alert-info" data-testid="letter-address-ask">
      <FormattedMessage
        id="dashboard.address.ask"
        defaultMessage={
          'Your account has no postal address, so the letter says “{placeholder}”. The hospital answers by ' +
          'mail: <link>add your address in Settings</link> and open this page again, or type it in the ' +
          'letter below.'
        }
        values={{
          // The letter's own words: in the letter's language, which may differ from the page's.
          placeholder: <span translate="no">{placeholder}</span>,
          link: (c) => <Link to="/dashboard/settings">{c}</Link>,
        }}
      />
    </p>
  );
}

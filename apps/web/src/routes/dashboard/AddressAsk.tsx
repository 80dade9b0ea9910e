/**
 * Issue 41: a letter whose account has no postal address used to keep "[Your postal address]" silently.
 * This asks for it: the hospital answers by mail, so the letter needs it.
 */
import type { LetterSender } from '@fp/domain';
import { Link } from '../../router/Link';

export const hasPostalAddress = (s: LetterSender) =>
  Boolean(s.address?.trim() && (s.city?.trim() || s.zip?.trim()));

export function AddressAsk({ sender }: { sender: LetterSender }) {
  if (hasPostalAddress(sender)) return null;
  return (
    <p className="alert alert-info" data-testid="letter-address-ask">
      Your account has no postal address, so the letter says “[Your postal address]”. The hospital answers by
      mail: <Link to="/dashboard/settings">add your address in Settings</Link> and open this page again, or
      type it in the letter below.
    </p>
  );
}

/** The procedures page's own sentences around the search: what it does, and how the figures are made. */
import { FormattedMessage } from 'react-intl';
import { SPACE } from '../../components/text';
import { Link } from '../../router/Link';

/** What the page does; a signed-in visitor is pointed to their plan, others to signing up. */
export function ProceduresLead({ signedIn }: { signedIn: boolean }) {
  return (
    <p className="lead">
      <FormattedMessage
        id="procedures.page.lead"
        defaultMessage="Hospitals must publish their prices (45 CFR 180). Search an outpatient procedure by its name or its CPT/HCPCS code to see the cash price and what insurers negotiated at hospitals near you."
      />
      {SPACE}
      {signedIn ? (
        <FormattedMessage
          id="procedures.page.planUsed"
          defaultMessage="Your estimate uses <link>your insurance plan</link> when it is saved."
          values={{ link: (chunks) => <Link to="/dashboard/settings">{chunks}</Link> }}
        />
      ) : (
        <FormattedMessage
          id="procedures.page.signUp"
          defaultMessage="<link>Sign up</link> and save your insurance plan to see your own estimate."
          values={{ link: (chunks) => <Link to="/account/welcome">{chunks}</Link> }}
        />
      )}
    </p>
  );
}

/** Where the prices come from and how the visitor's estimate is worked out. */
export function ProceduresFootnote() {
  return (
    <p className="muted map-footnote">
      <FormattedMessage
        id="procedures.page.footnote"
        defaultMessage="Prices come from each hospital’s own published price list (its machine-readable standard-charges file), shown with its date; “File details” under each price names the file and the line. Your estimate: what is left of your deductible, then your coinsurance on the rest, at most what is left of your out-of-pocket maximum; your copay comes once per visit, not with each item. When your plan has several rates for an item, both ends are shown. See also the <link>price map</link> for hospital stays."
        values={{ link: (chunks) => <Link to="/map">{chunks}</Link> }}
      />
    </p>
  );
}

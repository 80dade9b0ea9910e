/**
 * /terms: the plain terms of using the site, limited to what the product actually does (free searches,
 * passes paid through Stripe, the user's own records). No legal boilerplate is invented here.
 */
import { ADVERTISED_FREE_SEARCHES } from '@fp/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import './legal.css';

export default function TermsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'legal.terms.title', defaultMessage: 'Terms of use' });
  usePageMeta(
    title,
    intl.formatMessage({
      id: 'legal.terms.description',
      defaultMessage: 'What FairPrice Health offers, what its prices are and are not, and passes.',
    }),
  );
  return (
    <article className="page narrow legal" aria-labelledby="terms-title">
      <h1 id="terms-title">{title}</h1>
      <p className="lead">
        <FormattedMessage id="legal.terms.lead" defaultMessage="The plain terms of using FairPrice Health." />
      </p>

      <h2>
        <FormattedMessage id="legal.terms.pricesTitle" defaultMessage="What the prices are" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.terms.prices"
          defaultMessage="The prices are estimates from public US government data (CMS Medicare) and from hospitals' own published price files, each shown with its source and year. They are not quotes, offers or medical advice, and what you are billed can differ. Ask the hospital and your insurer before you decide on care. The site covers hospitals in the United States only."
        />
      </p>

      <h2>
        <FormattedMessage id="legal.terms.searchesTitle" defaultMessage="Free searches and passes" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.terms.searches"
          defaultMessage="Anyone can browse the map. A visitor gets {free} free searches with full price details, and a free account {free} of its own. One search is one condition at one place you choose; opening the hospitals' details in it is part of that search. A pass gives full details for the time of the plan you choose; plans and prices are on the <link>plans page</link>. Passes are paid through Stripe."
          values={{
            free: ADVERTISED_FREE_SEARCHES,
            link: (chunks) => <Link to="/account/welcome">{chunks}</Link>,
          }}
        />
      </p>

      <h2>
        <FormattedMessage id="legal.terms.accountTitle" defaultMessage="Your account and your records" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.terms.account"
          defaultMessage="Keep your password to yourself. The visits, bills and files you record are yours: you can download or delete them at any time from your settings. Do not upload anything that is not yours to share. How we handle your data is on the <link>privacy page</link>."
          values={{ link: (chunks) => <Link to="/privacy">{chunks}</Link> }}
        />
      </p>

      <h2>
        <FormattedMessage id="legal.terms.lettersTitle" defaultMessage="Letters and bill checks" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.terms.letters"
          defaultMessage="The bill check and the letters it drafts compare your bill with published figures to help you ask questions. Read a letter before you send it: you are its sender."
        />
      </p>

      <h2>
        <FormattedMessage id="legal.terms.questionsTitle" defaultMessage="Questions" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.terms.questions"
          defaultMessage="<link>Contact us</link>."
          values={{ link: (chunks) => <Link to="/contact">{chunks}</Link> }}
        />
      </p>
    </article>
  );
}

/**
 * /terms: the plain terms of using the site, limited to what the product actually does (free searches,
 * passes paid through Stripe, the user's own records). No legal boilerplate is invented here.
 */
import { ADVERTISED_FREE_SEARCHES } from '@fp/domain';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import './legal.css';

export default function TermsScreen() {
  usePageMeta('Terms of use', 'What FairPrice Health offers, what its prices are and are not, and passes.');
  return (
    <article className="page narrow legal" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms of use</h1>
      <p className="lead">The plain terms of using FairPrice Health.</p>

      <h2>What the prices are</h2>
      <p>
        The prices are estimates from public US government data (CMS Medicare) and from hospitals&apos; own
        published price files, each shown with its source and year. They are not quotes, offers or medical
        advice, and what you are billed can differ. Ask the hospital and your insurer before you decide on
        care. The site covers hospitals in the United States only.
      </p>

      <h2>Free searches and passes</h2>
      <p>
        Anyone can browse the map. A visitor gets {ADVERTISED_FREE_SEARCHES} free searches with full price
        details, and a free account {ADVERTISED_FREE_SEARCHES} of its own. One search is one condition at one
        place you choose; opening the hospitals&apos; details in it is part of that search. A pass gives full
        details for the time of the plan you choose; plans and prices are on the{' '}
        <Link to="/account/welcome">plans page</Link>. Passes are paid through Stripe.
      </p>

      <h2>Your account and your records</h2>
      <p>
        Keep your password to yourself. The visits, bills and files you record are yours: you can download or
        delete them at any time from your settings. Do not upload anything that is not yours to share. How we
        handle your data is on the <Link to="/privacy">privacy page</Link>.
      </p>

      <h2>Letters and bill checks</h2>
      <p>
        The bill check and the letters it drafts compare your bill with published figures to help you ask
        questions. Read a letter before you send it: you are its sender.
      </p>

      <h2>Questions</h2>
      <p>
        <Link to="/contact">Contact us</Link>.
      </p>
    </article>
  );
}

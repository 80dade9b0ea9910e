/**
 * /privacy: what the site keeps about a person and why, in plain words. Every statement here describes
 * what the code does (README "Accounts, e-mail and payments", "Settings and your data", "Bill uploads",
 * "Patients' own prices"); change this page with the code it describes. No legal text is invented.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../router/Link';
import { usePageMeta } from '../../lib/meta';
import './legal.css';

export default function PrivacyScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'legal.privacy.title', defaultMessage: 'Privacy' });
  usePageMeta(
    title,
    intl.formatMessage({
      id: 'legal.privacy.description',
      defaultMessage: 'What FairPrice Health keeps about you, why, and how to get it or delete it.',
    }),
  );
  return (
    <article className="page narrow legal" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{title}</h1>
      <p className="lead">
        <FormattedMessage
          id="legal.privacy.lead"
          defaultMessage="What we keep about you, what we use it for, and how to take it with you or delete it. We do not sell your data and we do not share it with advertisers."
        />
      </p>

      <h2>
        <FormattedMessage id="legal.privacy.lookingTitle" defaultMessage="Looking up prices" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.privacy.looking"
          defaultMessage="You can search the price map without an account. We keep a cookie for your visit so that we can count your free searches and remember the city you chose; it lasts until you close the browser, and we forget an unused visit after 30 days. If you let the map use your location, it is used to find hospitals near you and is not stored with your account."
        />
      </p>
      <h2>
        <FormattedMessage id="legal.privacy.accountTitle" defaultMessage="Your account" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.privacy.account"
          defaultMessage="An account holds your e-mail address, your name if you give it, your password (stored only as a one-way hash we cannot read back), and, if you enter them, your postal address and your insurance plan. We use them to sign you in, to send you the e-mails you ask for (activation, password and sign-in links, changes to your account), to fill in your bill letters, and to estimate what your plan makes you pay."
        />
      </p>
      <h2>
        <FormattedMessage id="legal.privacy.recordsTitle" defaultMessage="Your visits, bills and uploads" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.privacy.records"
          defaultMessage="The visits, bills and to-do items you record, and the files you upload (pictures or PDFs of bills and receipts), are kept for you alone: no other user can see them. Files are stored on our server or with our cloud storage provider. We use them only to show them to you and to check your bills against published prices."
        />
      </p>
      <p>
        <FormattedMessage
          id="legal.privacy.sharing"
          defaultMessage="If you turn on price sharing in your settings and then share a bill, an anonymous report is kept: the hospital, the kind of stay, the year and month, and the amounts billed and paid, never your name, your account or the day. Turning sharing off deletes your reports."
        />
      </p>
      <h2>
        <FormattedMessage id="legal.privacy.paymentsTitle" defaultMessage="Payments" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.privacy.payments"
          defaultMessage="Passes are paid through Stripe. Your card details go to Stripe, never to us. We keep a record of each payment (date, amount, plan and Stripe's reference), which the law requires us to keep even after you delete your account; we then keep it without your name, e-mail address or account."
        />
      </p>
      <h2>
        <FormattedMessage id="legal.privacy.messagesTitle" defaultMessage="Messages to us" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.privacy.messages"
          defaultMessage="What you send through the <link>contact form</link> is stored and e-mailed to our staff so that we can reply. Comments you post on articles are shown publicly with the article."
          values={{ link: (chunks) => <Link to="/contact">{chunks}</Link> }}
        />
      </p>
      <h2>
        <FormattedMessage id="legal.privacy.choiceTitle" defaultMessage="Your data, your choice" />
      </h2>
      <p>
        <FormattedMessage
          id="legal.privacy.choice"
          defaultMessage="In <link>your settings</link> you can download everything your account holds (one zip file, including your uploaded files), and delete your account: that deletes your visits, bills, to-do list, uploaded files and shared price reports, and signs you out everywhere. It cannot be undone. You can delete any visit or bill on its own at any time."
          values={{ link: (chunks) => <Link to="/dashboard/settings">{chunks}</Link> }}
        />
      </p>
      <p>
        <FormattedMessage
          id="legal.privacy.questions"
          defaultMessage="Questions about your data? <link>Contact us</link>."
          values={{ link: (chunks) => <Link to="/contact">{chunks}</Link> }}
        />
      </p>
    </article>
  );
}

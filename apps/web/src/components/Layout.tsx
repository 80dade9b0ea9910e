import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../router/Link';
import { useRoute } from '../router/Router';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { AccountMenu } from './AccountMenu';
import { DataLoadingNotice } from './DataLoadingNotice';

const M = defineMessages({
  map: { id: 'layout.nav.map', defaultMessage: 'Price map' },
  procedures: { id: 'layout.nav.procedures', defaultMessage: 'Procedures' },
  categories: { id: 'layout.nav.categories', defaultMessage: 'Conditions' },
  blog: { id: 'layout.nav.blog', defaultMessage: 'Articles' },
  faq: { id: 'layout.nav.faq', defaultMessage: 'FAQ' },
  home: { id: 'layout.brand.home', defaultMessage: 'FairPrice Health home' },
  main: { id: 'layout.nav.main', defaultMessage: 'Main' },
  site: { id: 'layout.nav.site', defaultMessage: 'Site' },
  // Where the prices of this page come from, said true for the page: /procedures shows hospitals' own
  // price files, not Medicare's figures.
  pricesFiles: {
    id: 'layout.footer.pricesFiles',
    defaultMessage:
      'Prices on this page come from the hospitals’ own published price lists (required by 45 CFR 180), each shown with its date. They are not quotes. We do not sell your data.',
  },
  pricesPublic: {
    id: 'layout.footer.pricesPublic',
    defaultMessage:
      'Prices are estimates from public data (CMS Medicare payments and hospitals’ own published price lists), each shown with its source and year. They are not quotes. We do not sell your data.',
  },
});

const NAV = [
  { to: '/map', label: M.map, route: 'map' },
  { to: '/procedures', label: M.procedures, route: 'procedures' },
  { to: '/categories', label: M.categories, route: 'categories' },
  { to: '/blog', label: M.blog, route: 'blog' },
  { to: '/faq', label: M.faq, route: 'faq' },
];

/** Page frame: skip link, header with navigation, main region, footer with its links and the data credits. */
export function Layout({ children, account }: { children: ReactNode; account?: ReactNode }) {
  const match = useRoute();
  const intl = useIntl();
  const top = match.route.split('/')[1] ?? '';
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skip" defaultMessage="Skip to content" />
      </a>
      <header className="site-header">
        <Link to="/" className="brand" aria-label={intl.formatMessage(M.home)}>
          <span aria-hidden="true" className="brand-mark">
            <FormattedMessage id="layout.brand.mark" defaultMessage="$" />
          </span>
          <span className="brand-name">
            <FormattedMessage id="layout.brand.name" defaultMessage="FairPrice Health" />
          </span>
        </Link>
        <nav aria-label={intl.formatMessage(M.main)}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} aria-current={top === item.route ? 'page' : undefined}>
                  {intl.formatMessage(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-slot">
          <LanguageSwitch />
          {account ?? <AccountMenu />}
        </div>
      </header>
      <DataLoadingNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label={intl.formatMessage(M.site)}>
          <ul className="footer-links">
            <li>
              <Link to="/contact">
                <FormattedMessage id="layout.footer.contact" defaultMessage="Contact" />
              </Link>
            </li>
            <li>
              <Link to="/privacy">
                <FormattedMessage id="layout.footer.privacy" defaultMessage="Privacy" />
              </Link>
            </li>
            <li>
              <Link to="/terms">
                <FormattedMessage id="layout.footer.terms" defaultMessage="Terms of use" />
              </Link>
            </li>
            <li>
              <Link to="/faq">
                <FormattedMessage id="layout.nav.faq" defaultMessage="FAQ" />
              </Link>
            </li>
          </ul>
        </nav>
        <p data-testid="footer-prices">
          {intl.formatMessage(top === 'procedures' ? M.pricesFiles : M.pricesPublic)}
        </p>
        <p className="muted">
          <FormattedMessage
            id="layout.footer.credits"
            defaultMessage="Place data: ZIP code centroids from the <code>zipcodes</code> package (© Dav Glass, BSD licence; federalgovernmentzipcodes.us) with coordinates from <geonames>GeoNames</geonames> (CC BY 4.0). Map shapes: US Census Bureau via us-atlas."
            values={{
              code: (chunks) => <code>{chunks}</code>,
              geonames: (chunks) => <a href="https://www.geonames.org/">{chunks}</a>,
            }}
          />
        </p>
      </footer>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from '../router/Link';
import { useRoute } from '../router/Router';
import { AccountMenu } from './AccountMenu';
import { DataLoadingNotice } from './DataLoadingNotice';

const NAV = [
  { to: '/map', label: 'Price map', route: 'map' },
  { to: '/procedures', label: 'Procedures', route: 'procedures' },
  { to: '/categories', label: 'Conditions', route: 'categories' },
  { to: '/blog', label: 'Articles', route: 'blog' },
  { to: '/faq', label: 'FAQ', route: 'faq' },
];

/**
 * Where the prices of this page come from, said true for the page: /procedures shows hospitals' own
 * price files, not Medicare's figures.
 */
function footerPrices(top: string): string {
  if (top === 'procedures')
    return 'Prices on this page come from the hospitals’ own published price lists (required by 45 CFR 180), each shown with its date.';
  return 'Prices are estimates from public data (CMS Medicare payments and hospitals’ own published price lists), each shown with its source and year.';
}

/** Page frame: skip link, header with navigation, main region, footer with its links and the data credits. */
export function Layout({ children, account }: { children: ReactNode; account?: ReactNode }) {
  const match = useRoute();
  const top = match.route.split('/')[1] ?? '';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to="/" className="brand" aria-label="FairPrice Health home">
          <span aria-hidden="true" className="brand-mark">
            $
          </span>
          <span className="brand-name">FairPrice Health</span>
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} aria-current={top === item.route ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-slot">{account ?? <AccountMenu />}</div>
      </header>
      <DataLoadingNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label="Site">
          <ul className="footer-links">
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of use</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
          </ul>
        </nav>
        <p data-testid="footer-prices">{footerPrices(top)} They are not quotes. We do not sell your data.</p>
        <p className="muted">
          Place data: ZIP code centroids from the <code>zipcodes</code> package (© Dav Glass, BSD licence;
          federalgovernmentzipcodes.us) with coordinates from <a href="https://www.geonames.org/">GeoNames</a>{' '}
          (CC BY 4.0). Map shapes: US Census Bureau via us-atlas.
        </p>
      </footer>
    </>
  );
}

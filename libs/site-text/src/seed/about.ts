/**
 * About text for the home page tab list (who, why, how, what) and the /about page.
 */

export type AboutTabId = 'who' | 'why' | 'how' | 'what';

export interface AboutTab {
  id: AboutTabId;
  /** Short label for the tab button. */
  label: string;
  title: string;
  /** Markdown. */
  body: string;
}

export const ABOUT_TABS: AboutTab[] = [
  {
    id: 'who',
    label: 'Who we are',
    title: 'Who we are',
    body: `We are a small team of patients, developers and people who have spent too long on the phone with billing offices. We built this site because we wanted to know what hospital care costs *before* the bill arrives, and found that the answer was public but hard to read.

We are independent: no hospital, insurer or drug company pays us to show or rank anything, and we do not sell your data.`,
  },
  {
    id: 'why',
    label: 'Why',
    title: 'Why we do this',
    body: `In the United States the same hospital stay can cost several times more at one hospital than at another a few miles away, and most patients only find out afterwards.

The government already publishes a great deal of price data, but in files with hundreds of thousands of rows and column names like "average covered charges". We turn that data into a map you can search by condition and city, explain what each figure means, and help you use it to ask better questions of hospitals and insurers.

Knowing the range of prices will not make care free, but it helps you plan, compare, and spot a bill that is out of line.`,
  },
  {
    id: 'how',
    label: 'How we gather data',
    title: 'How data is gathered',
    // The page appends the list of datasets actually loaded (source, year, record count)
    // after this body, so it must not name specific files or years itself.
    body: `Every price on the site comes from **public government data**, mainly from the Centers for Medicare & Medicaid Services (CMS):

- **Medicare inpatient hospital data:** for each hospital and each MS-DRG (the code that sums up a hospital stay), the number of Medicare discharges, the average amount the hospital billed, and the average amounts it was paid in total and by Medicare.
- **Hospital information:** names, addresses and types of hospitals, so we can place them on the map.
- **Official code lists:** MS-DRG titles and the body systems they belong to, which we use to link everyday condition names to billing codes.

We load each file as published, check it for obvious errors, and keep a note of its source and year. That is why every price on the site is labelled with where it comes from and when. We do not edit the figures; where we show a range or an estimate, we say how it was worked out.

Bills that users upload are kept separate from the government data and are reviewed before they are used in any way.

The datasets currently loaded are listed below.`,
  },
  {
    id: 'what',
    label: 'Your data',
    title: 'What we do with your data',
    body: `**We do not sell your data.** Not to advertisers, not to data brokers, not to anyone.

- **Your account:** we keep your name, e-mail address and plan so you can sign in and use what you paid for.
- **Your searches:** we remember the city and condition of your current visit so you don't have to type them again, and count your searches to apply the free allowance.
- **Your bills:** the visits and bills you record are yours. Only you can see them, and you can delete them at any time. If you upload an anonymised bill to share, it is reviewed before it is used, and never with your name on it.
- **Payments:** card payments are handled by our payment provider. We never see or store your card number.

If you would like us to delete your account, write to us through the contact form.`,
  },
];

export interface Statement {
  id: 'no-sale' | 'public-data' | 'anonymised-bills';
  title: string;
  body: string;
}

/** The three short promises shown on the home page. */
export const STATEMENTS: Statement[] = [
  {
    id: 'no-sale',
    title: 'We do not sell your data',
    body: 'Your account, your searches and your bills are never sold or shared with advertisers.',
  },
  {
    id: 'public-data',
    title: 'We use public government data',
    body: 'Our prices come from data published by CMS, and each one shows its source and year.',
  },
  {
    id: 'anonymised-bills',
    title: 'We accept anonymised bills',
    body: 'Upload a bill with your personal details removed and help other patients see what care really costs.',
  },
];

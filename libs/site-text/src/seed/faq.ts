/**
 * Frequently asked questions, grouped into the tabs of the /faq page.
 * Answers are short Markdown; links are site-relative or to official government sites.
 */

export type FaqTabId = 'prices' | 'account' | 'privacy' | 'bills';

export interface FaqItem {
  /** Stable id, used for anchors and for picking the home page subset. */
  id: string;
  question: string;
  /** Markdown, one or two short paragraphs. */
  answer: string;
  tab: FaqTabId;
}

export interface FaqTab {
  id: FaqTabId;
  label: string;
}

/** Tab order on the /faq page. */
export const FAQ_TABS: FaqTab[] = [
  { id: 'prices', label: 'Prices and data' },
  { id: 'account', label: 'Account and plans' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'bills', label: 'Your bills' },
];

export const FAQ: FaqItem[] = [
  // Prices and data
  {
    id: 'where-prices-come-from',
    tab: 'prices',
    question: 'Where do your prices come from?',
    answer:
      'From public data published by the US government, mainly the Medicare inpatient hospital data released by the Centers for Medicare & Medicaid Services (CMS). Next to every price we show which source and which data year it comes from.',
  },
  {
    id: 'are-prices-quotes',
    tab: 'prices',
    question: 'Is the price I see what I will pay?',
    answer:
      'No. Our prices are **estimates**, not quotes. What you pay depends on your insurance, your deductible and coinsurance, whether the hospital is in your network, and the care you actually receive. For a firm figure, ask the hospital for a written estimate. [What the prices on this site mean](/blog/post/what-the-prices-on-this-site-mean) explains each figure.',
  },
  {
    id: 'charges-vs-payments',
    tab: 'prices',
    question: 'What is the difference between "covered charges" and "total payments"?',
    answer:
      "Average covered charges are what the hospital **billed** Medicare, from its own list prices. Average total payments are what the hospital was actually **paid**: Medicare's share plus what patients and other insurers paid. Average Medicare payments are Medicare's share alone.",
  },
  {
    id: 'why-a-range',
    tab: 'prices',
    question: 'Why do you show a range instead of one price?',
    answer:
      'A condition usually matches several hospital billing groups (for example with and without complications), so we show the lowest and highest figures that apply. When a hospital has only one figure, we show 15 percent either side of it, because a single average is not an exact price for your stay.',
  },
  {
    id: 'patient-insurance-split',
    tab: 'prices',
    question: 'What does the 20% you / 80% insurance split mean?',
    answer:
      'It is an illustration of a common coinsurance arrangement, not a quote. Your own plan may split costs differently, and deductibles and out-of-pocket maximums change the result.',
  },
  {
    id: 'why-old-data',
    tab: 'prices',
    question: 'Why are some prices from earlier years?',
    answer:
      "Government data are published after a delay, and some of our sources cover earlier years. The map compares hospitals in one year's dollars: each figure is moved from its own year with the CPI-U medical care index (an estimate), and the published figure is shown beside it with its data year.",
  },
  {
    id: 'us-only',
    tab: 'prices',
    question: 'Do you cover hospitals outside the United States?',
    answer: 'No. The site covers the United States only, and the location box accepts US cities only.',
  },
  {
    id: 'provider-missing',
    tab: 'prices',
    question: 'Why is a hospital near me missing?',
    answer:
      "The government data leave out a hospital's figures for a condition when it treated very few Medicare patients for it, to protect privacy. Some hospitals, such as many children's hospitals, treat few Medicare patients at all. A missing hospital may still offer the care.",
  },

  // Account and plans
  {
    id: 'free-searches',
    tab: 'account',
    question: 'Can I use the site for free?',
    answer:
      'Yes. Anyone can browse the price map, and with a free account you get **3 free searches** with full price details. There are no hidden costs.',
  },
  {
    id: 'what-a-pass-gives',
    tab: 'account',
    question: 'What does a paid plan give me?',
    answer:
      'Unlimited searches with full price details for every hospital and condition while your plan is active, plus a place to record your medical visits and bills. See the plans on the [welcome page](/account/welcome).',
  },
  {
    id: 'cancel-plan',
    tab: 'account',
    question: 'Can I cancel my plan?',
    answer:
      'Yes. You can cancel at any time, and you keep access until the end of the period you have already paid for. If you need a hand, write to us through the contact form.',
  },
  {
    id: 'forgot-password',
    tab: 'account',
    question: 'I forgot my password. What do I do?',
    answer:
      'Use [reset password](/account/reset) and enter your e-mail address. If you have an account with us, we will send you a link to set a new password.',
  },
  {
    id: 'refer-a-friend',
    tab: 'account',
    question: 'How does the referral link work?',
    answer:
      'Signed-in users find a personal referral link on the [refer a friend](/affiliate) page. Share it with anyone who could use the price map.',
  },

  // Privacy
  {
    id: 'sell-data',
    tab: 'privacy',
    question: 'Do you sell my data?',
    answer:
      'No. We do not sell your personal data or your bills to anyone, and we do not share them with advertisers.',
  },
  {
    id: 'what-we-store',
    tab: 'privacy',
    question: 'What do you store about me?',
    answer:
      'Your name, e-mail address, your plan, and the visits and bills you choose to record. We use them to run your account and nothing else. Card payments are handled by our payment provider; we never see or store your card number.',
  },
  {
    id: 'delete-account',
    tab: 'privacy',
    question: 'Can I delete my account and my bills?',
    answer:
      'Yes. You can delete any bill or visit from your dashboard at any time, and delete your whole account, with its bills and files, in [your settings](/dashboard/settings). See also our [privacy page](/privacy).',
  },
  {
    id: 'share-prices',
    tab: 'privacy',
    question: 'What does "share my prices anonymously" share, and who sees it?',
    answer:
      'Nothing until you turn it on in [your settings](/dashboard/settings) and then share a bill yourself from its "Was this bill fair?" panel. A shared bill becomes an anonymous report of the hospital, the kind of stay (MS-DRG), the year and month of the stay, and the amounts billed and paid: never your name, your account, the day or anything you wrote. The map shows patients\' reports for a hospital and kind of stay only once **at least 5 different people** shared one, each with a confirmed e-mail address and counted once (their latest stay). Even then it shows no single amount: only a wide band that holds the median, such as "$20,000 to $50,000" (the bands are fixed: $1,000, $2,000, $5,000, $10,000 and so on), marked "reported by patients" beside the government figures. Never the lowest or highest amount, the number of reports or the years, so that no one\'s bill can be worked out from it, not even by someone who made the other reports.',
  },
  {
    id: 'stop-sharing-prices',
    tab: 'privacy',
    question: 'Can I take back the prices I shared?',
    answer:
      'Yes, at any time. Turning sharing off in [your settings](/dashboard/settings) deletes every report you shared at once; you can also stop sharing one bill from its panel. Deleting a bill or your account deletes its reports too. We keep a private link from your account to your reports only so that we can delete them.',
  },
  {
    id: 'location-use',
    tab: 'privacy',
    question: 'Why does the map ask for my location?',
    answer:
      "Only to show hospitals near you. It is optional: you can type a US city instead. We keep the city you choose for your current visit so you don't have to enter it again.",
  },

  // Your bills
  {
    id: 'why-upload-bills',
    tab: 'bills',
    question: 'Why would I upload my bills?',
    answer:
      'To keep track of what you were charged, what your insurance paid and what you paid, in one place. If you choose to, your anonymised bill also helps other patients see what care really costs.',
  },
  {
    id: 'anonymise-bill',
    tab: 'bills',
    question: 'How do I anonymise a bill before uploading it?',
    answer:
      'Cover or remove your name, address, date of birth, account number, insurance member number and any other detail that identifies you. Keep the dates, codes, descriptions and amounts: those are what make the bill useful.',
  },
  {
    id: 'bill-review',
    tab: 'bills',
    question: 'What happens after I upload a bill?',
    answer:
      'It goes into review. We check that it is readable and contains no personal details before it is used in any way.',
  },
  {
    id: 'bill-wrong',
    tab: 'bills',
    question: 'I think my bill is wrong. Can you help?',
    answer:
      'We cannot act for you, but our guides can. Start with [how to read an itemized hospital bill](/blog/post/how-to-read-an-itemized-hospital-bill) and then [how to dispute a medical bill](/blog/post/how-to-dispute-a-medical-bill).',
  },
  {
    id: 'surprise-bill',
    tab: 'bills',
    question: 'I got a bill from a doctor I never chose. Do I have to pay it?',
    answer:
      'Maybe not in full. The federal No Surprises Act limits many out-of-network bills for emergency care and for care at in-network hospitals to your in-network cost sharing. See [your rights under the No Surprises Act](/blog/post/your-rights-under-the-no-surprises-act) or [cms.gov/nosurprises](https://www.cms.gov/nosurprises).',
  },
];

/** The five questions shown on the home page, in order. */
export const HOME_FAQ_IDS: string[] = [
  'where-prices-come-from',
  'are-prices-quotes',
  'free-searches',
  'sell-data',
  'why-upload-bills',
];

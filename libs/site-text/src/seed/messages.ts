/**
 * Short texts the app shows: thank-you pages, plan copy, the welcome page and the referral e-mail draft.
 * The e-mails the site sends are emails.ts.
 */

export const SITE_NAME = 'FairPrice Health';

/* ------------------------------------------------------------------ thank-you pages */

export type ThankYouKind =
  'new' | 'verify' | 'bill' | 'error' | 'reset' | 'set' | 'resend' | 'access' | 'contact' | 'default';

export interface TitledText {
  title: string;
  body: string;
}

/**
 * Texts for /thankyou/{kind}. 'default' is used for any kind not listed.
 * reset and resend are deliberately vague so the page never reveals whether an
 * e-mail address has an account.
 */
export const THANK_YOU: Record<ThankYouKind, TitledText> = {
  new: {
    title: 'Check your e-mail',
    body: 'Thank you for signing up. We have sent an activation link to your e-mail address. Open it to activate your account.',
  },
  verify: {
    title: 'Your account is verified',
    body: 'Thank you. Your account is now active and you can log in.',
  },
  bill: {
    title: 'Thank you for your bill',
    // Said as it is (issue 25): the bill is saved to the user's dashboard; nobody reviews it.
    body: 'Your bill and its visit are saved on your dashboard. You can follow them there, add files and change them at any time.',
  },
  error: {
    title: "There's a problem",
    body: 'We are sorry. There has been an error with your request. Please try again later.',
  },
  reset: {
    title: 'Check your e-mail',
    body: 'If you have an account with us, we have sent you an e-mail with a link to reset your password.',
  },
  set: {
    title: 'Your password is set',
    body: 'You can now log in with your e-mail address and your new password.',
  },
  resend: {
    title: 'Check your e-mail',
    body: 'If you have an account with us that is not yet active, we have sent you a new activation link.',
  },
  access: {
    title: 'Check your e-mail',
    body: 'If you have an account with us, we have sent you a link to access it. The link can be used once.',
  },
  contact: {
    title: 'Thank you for your message',
    body: 'We have received your message and will reply by e-mail as soon as we can.',
  },
  default: {
    title: 'Thank you for contributing',
    body: 'Thank you for sharing your bills. They help other patients see what care really costs. Your bills are in review and will appear once they have been checked.',
  },
};

/**
 * /thankyou/verify and /thankyou/set when the link has signed the browser in (it does, with the one-time
 * key): the visitor is told they are signed in, not asked to log in.
 */
export const THANK_YOU_SIGNED_IN: Record<'verify' | 'set', TitledText> = {
  verify: {
    title: 'You are signed in',
    body: 'Thank you. Your account is active and you are signed in.',
  },
  set: {
    title: 'You are signed in',
    body: 'Your password is saved and you are signed in.',
  },
};

/* ------------------------------------------------------------------ plans and welcome page */

export type PlanId = 'single' | 'family' | 'annual';

export interface PlanCopy {
  id: PlanId;
  name: string;
  /** Price for the whole period, in US cents. */
  priceCents: number;
  /** Length of the pass in months. */
  months: number;
  /** Shown under the price, e.g. "for 1 month". */
  intervalText: string;
  features: string[];
  /** Marked as the suggested choice on the welcome page. */
  highlighted: boolean;
}

/** A plan's name as a pass: "Family" → "Family pass", "One-month pass" stays (never "pass pass"). */
export function passName(planName: string): string {
  const name = planName.trim() || 'paid';
  return /\bpass$/i.test(name) ? name : `${name} pass`;
}

export const PLANS_COPY: PlanCopy[] = [
  {
    id: 'single',
    name: 'One-month pass',
    priceCents: 999,
    months: 1,
    intervalText: 'for 1 month',
    features: [
      'Unlimited price searches for 1 month',
      'Full price details for every hospital on the map',
      'Record your visits and bills',
    ],
    highlighted: false,
  },
  {
    id: 'family',
    name: 'Family',
    priceCents: 2999,
    months: 6,
    intervalText: 'for 6 months',
    features: [
      'Unlimited price searches for 6 months',
      'Full price details for every hospital on the map',
      "Record your household's visits and bills in one place",
      'Help articles on bills, estimates and your rights',
    ],
    highlighted: true,
  },
  {
    id: 'annual',
    name: 'Annual',
    priceCents: 4999,
    months: 12,
    intervalText: 'for 12 months',
    features: [
      'Unlimited price searches for a full year',
      'Full price details for every hospital on the map',
      "Record your household's visits and bills in one place",
      'Help articles on bills, estimates and your rights',
    ],
    highlighted: false,
  },
];

/** The map banner and the welcome page's free-tier block (hidden when signed in). */
export const FREE_TIER_BANNER = 'No hidden costs. 3 free searches with an account';

export const FREE_TIER = {
  title: FREE_TIER_BANNER,
  body: 'Create a free account and see full price details for 3 searches. No card needed.',
  cta: 'Create a free account',
} as const;

export interface QuestionAnswer {
  id: string;
  question: string;
  /** Markdown, short. */
  answer: string;
}

export const WELCOME_FAQ: QuestionAnswer[] = [
  {
    id: 'which-plan',
    question: 'Which plan should I choose?',
    answer:
      'If you are comparing prices for one planned procedure, the single search pass is enough. If you expect more care this year, or you look after family members, a longer plan costs less per month.',
  },
  {
    id: 'renewal',
    question: 'What happens when my pass ends?',
    answer:
      'Your account, visits and bills stay, and you can still browse the map. You only need a new plan to see full price details again.',
  },
  {
    id: 'payment',
    question: 'How do I pay?',
    answer:
      "By card, through our payment provider's secure checkout. We never see or store your card number.",
  },
  {
    id: 'estimates',
    question: 'Are the prices guaranteed?',
    answer:
      'No. They are estimates from public government data, labelled with their source and year. For a firm price, ask the hospital for a written estimate.',
  },
  {
    id: 'free-first',
    question: 'Can I try before I pay?',
    answer: 'Yes. With a free account you get 3 free searches with full price details.',
  },
];

export const WELCOME_TABS: { id: string; title: string; body: string }[] = [
  {
    id: 'search',
    title: 'Search any condition',
    body: 'Pick a condition and a US city, and see nearby hospitals with the range of published prices for that care.',
  },
  {
    id: 'compare',
    title: 'Compare hospitals near you',
    body: 'See what each hospital billed and what it was actually paid, side by side, with the source and year of every figure.',
  },
  {
    id: 'track',
    title: 'Keep track of your bills',
    body: 'Record each visit and its bills, what insurance paid and what you paid, so nothing slips through.',
  },
  {
    id: 'learn',
    title: 'Know your rights',
    body: 'Short guides on reading an itemized bill, asking for a cash price and disputing a bill that looks wrong.',
  },
];

/* ------------------------------------------------------------------ referral e-mail draft */

/** Subject and body for the mailto: draft on the /affiliate page. */
export const AFFILIATE_EMAIL = {
  subject: 'A free way to check hospital prices before you go',
  body: (link: string): string =>
    `Hi,\n\nI've been using ${SITE_NAME}'s price map to see what hospitals near me charge for common care. ` +
    `You pick a condition and a city and it shows the range of prices from public government data, hospital by hospital. ` +
    `You get 3 free searches with an account.\n\nHave a look: ${link}\n\nTake care`,
} as const;

/**
 * The plans' and the welcome page's texts in the page's language (issue 45). Their English repeats
 * @fp/site-text's (PLANS_COPY, WELCOME_TABS, WELCOME_FAQ, FREE_TIER), which gives their ids and order and
 * what the server sends; a plan or an entry not listed here is shown as the server or site-text says it.
 */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { PLANS_COPY, passName, type PlanId } from '@fp/site-text';

interface PlanText {
  name: MessageDescriptor;
  /** The plan as a pass in a sentence ("Family pass"; Spanish "pase familiar"). */
  pass: MessageDescriptor;
  interval: MessageDescriptor;
  features: MessageDescriptor[];
}

const SAME_FEATURES = defineMessages({
  fullDetails: {
    id: 'account.plan.feature.fullDetails',
    defaultMessage: 'Full price details for every hospital on the map',
  },
  household: {
    id: 'account.plan.feature.household',
    defaultMessage: "Record your household's visits and bills in one place",
  },
  articles: {
    id: 'account.plan.feature.articles',
    defaultMessage: 'Help articles on bills, estimates and your rights',
  },
});

export const PLAN_TEXT: Record<PlanId, PlanText> = {
  single: {
    ...defineMessages({
      name: { id: 'account.plan.single.name', defaultMessage: 'One-month pass' },
      pass: { id: 'account.plan.single.pass', defaultMessage: 'One-month pass' },
      interval: { id: 'account.plan.single.interval', defaultMessage: 'for 1 month' },
    }),
    features: [
      defineMessages({
        f: { id: 'account.plan.single.searches', defaultMessage: 'Unlimited price searches for 1 month' },
      }).f,
      SAME_FEATURES.fullDetails,
      defineMessages({
        f: { id: 'account.plan.single.record', defaultMessage: 'Record your visits and bills' },
      }).f,
    ],
  },
  family: {
    ...defineMessages({
      name: { id: 'account.plan.family.name', defaultMessage: 'Family' },
      pass: { id: 'account.plan.family.pass', defaultMessage: 'Family pass' },
      interval: { id: 'account.plan.family.interval', defaultMessage: 'for 6 months' },
    }),
    features: [
      defineMessages({
        f: { id: 'account.plan.family.searches', defaultMessage: 'Unlimited price searches for 6 months' },
      }).f,
      SAME_FEATURES.fullDetails,
      SAME_FEATURES.household,
      SAME_FEATURES.articles,
    ],
  },
  annual: {
    ...defineMessages({
      name: { id: 'account.plan.annual.name', defaultMessage: 'Annual' },
      pass: { id: 'account.plan.annual.pass', defaultMessage: 'Annual pass' },
      interval: { id: 'account.plan.annual.interval', defaultMessage: 'for 12 months' },
    }),
    features: [
      defineMessages({
        f: { id: 'account.plan.annual.searches', defaultMessage: 'Unlimited price searches for a full year' },
      }).f,
      SAME_FEATURES.fullDetails,
      SAME_FEATURES.household,
      SAME_FEATURES.articles,
    ],
  },
};

const isPlanId = (id: string): id is PlanId => id in PLAN_TEXT;

/** A plan as the server sends it, in the page's language when it is one of ours. */
export function planShown(
  intl: IntlShape,
  p: { id: string; name: string; intervalText: string; features: string[] },
): { name: string; intervalText: string; features: string[]; translated: boolean } {
  if (!isPlanId(p.id)) return { ...p, translated: false };
  const t = PLAN_TEXT[p.id];
  return {
    name: intl.formatMessage(t.name),
    intervalText: intl.formatMessage(t.interval),
    features: t.features.map((f) => intl.formatMessage(f)),
    translated: true,
  };
}

/** A checkout's plan name ("Family", "One-month pass") as a pass in a sentence, in the page's language. */
export function passShown(intl: IntlShape, planName: string | null | undefined): string {
  const plan = PLANS_COPY.find((p) => p.name === (planName ?? '').trim());
  if (plan) return intl.formatMessage(PLAN_TEXT[plan.id].pass);
  if (!(planName ?? '').trim())
    return intl.formatMessage({ id: 'account.plan.paid.pass', defaultMessage: 'paid pass' });
  return passName(planName ?? '');
}

export const WELCOME_TAB_TEXT: Record<string, { title: MessageDescriptor; body: MessageDescriptor }> = {
  search: defineMessages({
    title: { id: 'account.welcome.tab.search.title', defaultMessage: 'Search any condition' },
    body: {
      id: 'account.welcome.tab.search.body',
      defaultMessage:
        'Pick a condition and a US city, and see nearby hospitals with the range of published prices for that care.',
    },
  }),
  compare: defineMessages({
    title: { id: 'account.welcome.tab.compare.title', defaultMessage: 'Compare hospitals near you' },
    body: {
      id: 'account.welcome.tab.compare.body',
      defaultMessage:
        'See what each hospital billed and what it was actually paid, side by side, with the source and year of every figure.',
    },
  }),
  track: defineMessages({
    title: { id: 'account.welcome.tab.track.title', defaultMessage: 'Keep track of your bills' },
    body: {
      id: 'account.welcome.tab.track.body',
      defaultMessage:
        'Record each visit and its bills, what insurance paid and what you paid, so nothing slips through.',
    },
  }),
  learn: defineMessages({
    title: { id: 'account.welcome.tab.learn.title', defaultMessage: 'Know your rights' },
    body: {
      id: 'account.welcome.tab.learn.body',
      defaultMessage:
        'Short guides on reading an itemized bill, asking for a cash price and disputing a bill that looks wrong.',
    },
  }),
};

export const WELCOME_FAQ_TEXT: Record<string, { question: MessageDescriptor; answer: MessageDescriptor }> = {
  'which-plan': defineMessages({
    question: { id: 'account.welcome.faq.whichPlan.question', defaultMessage: 'Which plan should I choose?' },
    answer: {
      id: 'account.welcome.faq.whichPlan.answer',
      defaultMessage:
        'If you are comparing prices for one planned procedure, the single search pass is enough. If you expect more care this year, or you look after family members, a longer plan costs less per month.',
    },
  }),
  renewal: defineMessages({
    question: {
      id: 'account.welcome.faq.renewal.question',
      defaultMessage: 'What happens when my pass ends?',
    },
    answer: {
      id: 'account.welcome.faq.renewal.answer',
      defaultMessage:
        'Your account, visits and bills stay, and you can still browse the map. You only need a new plan to see full price details again.',
    },
  }),
  payment: defineMessages({
    question: { id: 'account.welcome.faq.payment.question', defaultMessage: 'How do I pay?' },
    answer: {
      id: 'account.welcome.faq.payment.answer',
      defaultMessage:
        "By card, through our payment provider's secure checkout. We never see or store your card number.",
    },
  }),
  estimates: defineMessages({
    question: { id: 'account.welcome.faq.estimates.question', defaultMessage: 'Are the prices guaranteed?' },
    answer: {
      id: 'account.welcome.faq.estimates.answer',
      defaultMessage:
        'No. They are estimates from public government data, labelled with their source and year. For a firm price, ask the hospital for a written estimate.',
    },
  }),
  'free-first': defineMessages({
    question: { id: 'account.welcome.faq.freeFirst.question', defaultMessage: 'Can I try before I pay?' },
    answer: {
      id: 'account.welcome.faq.freeFirst.answer',
      defaultMessage: 'Yes. With a free account you get 3 free searches with full price details.',
    },
  }),
};

export const FREE_TIER_TEXT = defineMessages({
  title: {
    id: 'account.welcome.free.title',
    defaultMessage: 'No hidden costs. 3 free searches with an account',
  },
  body: {
    id: 'account.welcome.free.body',
    defaultMessage: 'Create a free account and see full price details for 3 searches. No card needed.',
  },
  cta: { id: 'account.welcome.free.cta', defaultMessage: 'Create a free account' },
});

/** A checkout's plan name as the plans list shows it, in the page's language when it is one of ours. */
export function planLabel(intl: IntlShape, planName: string): string {
  const plan = PLANS_COPY.find((p) => p.name === planName.trim());
  return plan ? intl.formatMessage(PLAN_TEXT[plan.id].name) : planName;
}

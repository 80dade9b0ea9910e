/**
 * Why a bill cannot be shared (libs/domain SHARING_MESSAGES, sent by the API as `billSharing.blocker`) in the
 * page's language (issue 45): libs/domain depends on no i18n code, so the web knows each English sentence
 * and says it with react-intl; visits-text.spec.ts checks that the English is the domain's, word for word.
 */
import { defineMessages, type IntlShape } from 'react-intl';
import { SHARING_MESSAGES } from '@fp/domain';

/** Why a bill cannot be shared (libs/domain SHARING_MESSAGES, the server's `blocker`) in the page's language. */
const BLOCKERS = defineMessages({
  noConsent: {
    id: 'visits.share.noConsent',
    defaultMessage: 'Turn on price sharing in your settings first.',
  },
  noHospital: {
    id: 'visits.share.noHospital',
    defaultMessage:
      'Pick the visit’s hospital from the directory (edit the visit) to share this bill’s price.',
  },
  noDrg: {
    id: 'visits.share.noDrg',
    defaultMessage: 'Add the DRG among the bill’s codes (for example “DRG 291”) to share this bill’s price.',
  },
});

/** The server's reason in the page's language when it is one of the shared rule's; any other as it came. */
export function blockerText(intl: IntlShape, blocker: string): string {
  const key = (Object.keys(SHARING_MESSAGES) as (keyof typeof SHARING_MESSAGES)[]).find(
    (k) => SHARING_MESSAGES[k] === blocker,
  );
  return key ? intl.formatMessage(BLOCKERS[key]) : blocker;
}

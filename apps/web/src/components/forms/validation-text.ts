import { isValidationKey, PASSWORD_HINT_VALUES, VALIDATION_MESSAGES, type ValidationKey } from '@fp/domain';
import { useIntl, type IntlShape } from 'react-intl';

// The id is a variable: the catalogue tool lists these messages from libs/domain, not from these calls.
const format = (intl: IntlShape, id: ValidationKey, values?: Record<string, string | number>) => {
  const descriptor = { id, defaultMessage: VALIDATION_MESSAGES[id] };
  return intl.formatMessage(descriptor, values);
};

/**
 * A shared schema's message in the page's language (issue 45): the schemas say a key
 * (`validation.email.invalid`, libs/domain validation-messages.ts) whose English is the default; any other
 * message (one the server sent) is shown as it is.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return (message) => (isValidationKey(message) ? format(intl, message) : message);
}

/** The password rule in one sentence (PASSWORD_HINT), in the page's language. */
export function usePasswordHint(): string {
  return format(useIntl(), 'validation.password.hint', PASSWORD_HINT_VALUES);
}

/**
 * A bill's own fields as the bill page, the bill form and its save call read them: one fragment, so
 * the three ask for the same thing.
 */
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';

export const BillFieldsFragment = graphql(`
  fragment BillFields on Bill {
    id
    status
    due
    billType
    codes
    totalCents
    selfCents
    payInsCents
    note
  }
`);

/** The bill with its own fields readable beside the rest the query asked for. */
export function withBillFields<T extends FragmentType<typeof BillFieldsFragment>>(bill: T) {
  return { ...bill, ...getFragmentData(BillFieldsFragment, bill) };
}

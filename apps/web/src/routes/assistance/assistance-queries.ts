/** The GraphQL documents of the financial assistance screen (issue 31). */
import { graphql } from '../../__generated__';
import type { BillAssistanceQuery } from '../../__generated__/graphql';

export const BillAssistance = graphql(`
  query BillAssistance($billId: ID!) {
    billAssistanceFacts(billId: $billId) {
      billId
      eventId
      eventName
      hospital {
        id
        name
        address
        city
        state
        zip
        ownershipKind
        hospitalType
        criticalAccess
        kindText
      }
      admitted
      departed
      billDate
      firstBillDate
      firstBillDateSource
      billedCents
      selfPay
      agbCents
      agbText
    }
  }
`);

export const SetFirstBillDate = graphql(`
  mutation SetFirstBillDate($billId: ID!, $date: Date) {
    setFirstBillDate(billId: $billId, date: $date) {
      billId
      firstBillDate
      firstBillDateSource
    }
  }
`);

export const AddAssistanceTasks = graphql(`
  mutation AddAssistanceTasks($billId: ID!) {
    addAssistanceTasks(billId: $billId) {
      id
      text
      dueDate
    }
  }
`);

export type Facts = BillAssistanceQuery['billAssistanceFacts'];

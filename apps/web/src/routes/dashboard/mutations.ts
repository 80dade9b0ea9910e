/**
 * The dashboard's writes, one hook per mutation. Each takes its arguments plainly and owns what is read
 * again after it (the overview's totals, the event lists, the to-do list), so the screens only call it.
 */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__';
import type { BillInput, EventInput, NewTaskInput, TaskPatchInput } from '../../__generated__/graphql';

/** The queries that show a bill's or an event's figures (by operation name; only those on screen run). */
const EVENT_LISTS = ['DashboardEvents', 'DashboardOverview'];
const EVENT_AND_LISTS = ['DashboardEvent', ...EVENT_LISTS];

/** A bill or an event: which one the bill check is about. */
export interface CheckTarget {
  billId: string | null;
  eventId: string | null;
}

// ---- to-do list ------------------------------------------------------------------------------------------

/** The to-do list is read again (and awaited) after each change: its order depends on every task. */
const REFRESH_TASKS = { refetchQueries: ['TodoTasks'], awaitRefetchQueries: true };

const AddTask = graphql(`
  mutation TodoAddTask($input: NewTaskInput!) {
    addTask(input: $input) {
      id
    }
  }
`);

export function useAddTask() {
  const [mutate, result] = useMutation(AddTask, REFRESH_TASKS);
  const add = useCallback((input: NewTaskInput) => mutate({ variables: { input } }), [mutate]);
  return [add, result] as const;
}

const UpdateTask = graphql(`
  mutation TodoUpdateTask($id: ID!, $input: TaskPatchInput!) {
    updateTask(id: $id, input: $input) {
      id
      done
    }
  }
`);

export function useUpdateTask() {
  const [mutate, result] = useMutation(UpdateTask, REFRESH_TASKS);
  const update = useCallback(
    (id: string, input: TaskPatchInput) => mutate({ variables: { id, input } }),
    [mutate],
  );
  return [update, result] as const;
}

const RemoveTask = graphql(`
  mutation TodoRemoveTask($id: ID!) {
    removeTask(id: $id)
  }
`);

export function useRemoveTask() {
  const [mutate, result] = useMutation(RemoveTask, REFRESH_TASKS);
  const remove = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [remove, result] as const;
}

// ---- sharing a bill's price ------------------------------------------------------------------------------

/** BillSharing has no `id` for the cache to match: the status is read again after a change. */
const REFRESH_SHARING = { refetchQueries: ['BillSharingStatus'], awaitRefetchQueries: true };

const ShareBill = graphql(`
  mutation ShareBillPrice($billId: ID!) {
    shareBillPrice(billId: $billId) {
      ...BillSharingFields
    }
  }
`);

export function useShareBillPrice() {
  const [mutate, result] = useMutation(ShareBill, REFRESH_SHARING);
  const share = useCallback((billId: string) => mutate({ variables: { billId } }), [mutate]);
  return [share, result] as const;
}

const UnshareBill = graphql(`
  mutation UnshareBillPrice($billId: ID!) {
    unshareBillPrice(billId: $billId) {
      ...BillSharingFields
    }
  }
`);

export function useUnshareBillPrice() {
  const [mutate, result] = useMutation(UnshareBill, REFRESH_SHARING);
  const unshare = useCallback((billId: string) => mutate({ variables: { billId } }), [mutate]);
  return [unshare, result] as const;
}

// ---- the bill check --------------------------------------------------------------------------------------

/**
 * Opens the comparison with the hospitals nearby: the API counts it as one free search (as opening a
 * hospital on the map) unless the user has a pass, and answers it when the map would show detail prices.
 */
const OpenComparison = graphql(`
  mutation OpenBillComparison($billId: ID, $eventId: ID) {
    openBillComparison(billId: $billId, eventId: $eventId) {
      ...BillCheckComparisonFields
    }
  }
`);

export function useOpenBillComparison() {
  const [mutate, result] = useMutation(OpenComparison);
  const open = useCallback((target: CheckTarget) => mutate({ variables: target }), [mutate]);
  return [open, result] as const;
}

const AddTasks = graphql(`
  mutation AddBillCheckTasks($billId: ID, $eventId: ID) {
    addBillCheckTasks(billId: $billId, eventId: $eventId) {
      id
      text
      date
    }
  }
`);

export function useAddBillCheckTasks() {
  const [mutate, result] = useMutation(AddTasks);
  const add = useCallback((target: CheckTarget) => mutate({ variables: target }), [mutate]);
  return [add, result] as const;
}

// ---- events and bills ------------------------------------------------------------------------------------

const SaveEvent = graphql(`
  mutation DashboardSaveEvent($input: EventInput!) {
    saveEvent(input: $input) {
      event {
        id
        name
        providerName
        admitted
        departed
        stars
        body
        insurance
        totalCents
        selfCents
        billCount
      }
    }
  }
`);

export function useSaveEvent() {
  const [mutate, result] = useMutation(SaveEvent, { refetchQueries: EVENT_LISTS });
  const save = useCallback((input: EventInput) => mutate({ variables: { input } }), [mutate]);
  return [save, result] as const;
}

const DeleteEvent = graphql(`
  mutation DashboardDeleteEvent($id: ID!) {
    deleteEvent(id: $id) {
      id
      deletedBills
    }
  }
`);

export function useDeleteEvent() {
  const [mutate, result] = useMutation(DeleteEvent, { refetchQueries: EVENT_LISTS });
  const remove = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [remove, result] as const;
}

const SaveBill = graphql(`
  mutation DashboardSaveBill($input: BillInput!) {
    saveBill(input: $input) {
      bill {
        ...BillFields
      }
      event {
        id
        totalCents
        selfCents
        billCount
      }
    }
  }
`);

export function useSaveBill() {
  const [mutate, result] = useMutation(SaveBill, { refetchQueries: EVENT_AND_LISTS });
  const save = useCallback((input: BillInput) => mutate({ variables: { input } }), [mutate]);
  return [save, result] as const;
}

const DeleteBill = graphql(`
  mutation DashboardDeleteBill($id: ID!) {
    deleteBill(id: $id) {
      id
      event {
        id
        totalCents
        selfCents
        billCount
      }
    }
  }
`);

/**
 * Deletes a bill; the event and the dashboard's lists are read again. On the event's own page
 * (`onEventPage`), which reads its first page of bills again itself, only the overview is.
 */
export function useDeleteBill({ onEventPage = false } = {}) {
  const [mutate, result] = useMutation(DeleteBill, {
    refetchQueries: onEventPage ? ['DashboardOverview'] : EVENT_AND_LISTS,
  });
  const remove = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return [remove, result] as const;
}

/** Column lists and statements of the records service; $1 is always the owner's id (see OwnerData). */

export const EVENT_COLUMNS = `e.id, e.owner_id AS "ownerId", e.name, e.provider_name AS "providerName",
  e.provider_id AS "providerId", e.diagnosis_name AS "diagnosisName", e.procedure_name AS "procedureName",
  e.condition_name AS "conditionName", e.diagnoses, e.procedures, e.conditions, e.admitted, e.departed,
  e.total_cents AS "totalCents", e.bill_count AS "billCount", e.self_cents AS "selfCents", e.stars, e.body,
  e.insurance, e.draft, e.created_at AS "createdAt", e.updated_at AS "updatedAt"`;

/** Needs `bill b JOIN event e ON e.id = b.event_id`. */
export const BILL_COLUMNS = `b.id, b.owner_id AS "ownerId", b.event_id AS "eventId", e.name AS "eventName",
  b.status, b.due, b.bill_type AS "billType", b.codes, b.total_cents AS "totalCents",
  b.self_cents AS "selfCents", b.pay_ins_cents AS "payInsCents", b.note, b.created_at AS "createdAt",
  b.updated_at AS "updatedAt"`;

/** RETURNING list of a bill insert or update (no event join). */
export const WRITTEN_BILL = `id, owner_id AS "ownerId", event_id AS "eventId", status, due, bill_type AS "billType", codes,
  total_cents AS "totalCents", self_cents AS "selfCents", pay_ins_cents AS "payInsCents", note,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

export const FILE_COLUMNS = `f.id, f.owner_id AS "ownerId", f.event_id AS "eventId", f.bill_id AS "billId",
  f.name, f.ext, f.size, f.content_type AS "contentType", f.created_at AS "createdAt"`;

export const BILL_FROM = `bill b JOIN event e ON e.id = b.event_id AND e.owner_id = b.owner_id`;

/**
 * An event's totals (and the overview's owed amount and counts per status) from its bills by aggregate SQL, in the caller's transaction (which holds the
 * event's row lock): correct whatever the number of bills, and under concurrent saves.
 */
export const RECALCULATE_EVENT = `UPDATE event e
  SET bill_count = s.n, total_cents = s.total, self_cents = s.self, open_self_cents = s.open,
      new_count = s.n_new, negotiating_count = s.n_negotiating, complete_count = s.n_complete,
      updated_at = now()
  FROM (SELECT count(*)::int AS n, coalesce(sum(total_cents), 0)::bigint AS total,
               coalesce(sum(self_cents), 0)::bigint AS self,
               coalesce(sum(self_cents) FILTER (WHERE status <> 'complete'), 0)::bigint AS open,
               count(*) FILTER (WHERE status = 'new')::int AS n_new,
               count(*) FILTER (WHERE status = 'negotiating')::int AS n_negotiating,
               count(*) FILTER (WHERE status = 'complete')::int AS n_complete
        FROM bill WHERE owner_id = $1 AND event_id = $2) s
  WHERE e.owner_id = $1 AND e.id = $2
  RETURNING ${EVENT_COLUMNS}`;

/** Locks the owner's event for the rest of the transaction (totals are rewritten under this lock). */
export const LOCK_EVENT = `SELECT id FROM event WHERE owner_id = $1 AND id = $2 FOR UPDATE`;

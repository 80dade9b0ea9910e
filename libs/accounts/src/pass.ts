/** The paid pass rule, in one place: on, and not past its end (no end date: until the subscription ends). */
export interface PassFields {
  passActive: boolean;
  passExpiresAt: Date | null;
}

export function isPassActive(user: PassFields, now: Date = new Date()): boolean {
  return user.passActive && (user.passExpiresAt === null || user.passExpiresAt.getTime() > now.getTime());
}

/** SQL for the same rule, for queries over app_user aliased as `u`. */
export const PASS_ACTIVE_SQL = '(u.pass_active AND (u.pass_expires_at IS NULL OR u.pass_expires_at > now()))';

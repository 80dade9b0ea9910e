/**
 * The dashboard's refer screen: the signed-in user's affiliate code, the link built from it and how many
 * accounts were created through it (sign-up records the referrer in app_user.referred_by). Read-only; only
 * the owner's own row and the count of rows naming them are read.
 */
import type { DataSource } from 'typeorm';
import { unauthenticated } from '@fp/domain';

export interface ReferralView {
  reference: string;
  /** {publicUrl}/?reference={reference} */
  link: string;
  signups: number;
}

export class ReferralsService {
  constructor(
    private readonly db: DataSource,
    private readonly publicUrl: string,
  ) {}

  async summary(ownerId: string | null | undefined): Promise<ReferralView> {
    if (!ownerId) throw unauthenticated('Please sign in to see your referral link.');
    const rows = (await this.db.query(
      `SELECT u.reference, (SELECT count(*)::int FROM app_user r WHERE r.referred_by = u.id) AS signups
       FROM app_user u WHERE u.id = $1`,
      [ownerId],
    )) as { reference: string; signups: number }[];
    const row = rows[0];
    if (!row) throw unauthenticated('Please sign in to see your referral link.');
    const link = `${this.publicUrl.replace(/\/$/, '')}/?reference=${encodeURIComponent(row.reference)}`;
    return { reference: row.reference, link, signups: Number(row.signups) };
  }
}

/**
 * Messages for the staff: the contact form and requests for access. Each is stored and e-mailed in one
 * transaction; the caller delivers the queued e-mails after it commits.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { EMAILS, emailsIn, type EmailContent } from '@fp/site-text';
import {
  accessRequestSchema,
  contactSchema,
  validateInput,
  type AccessRequestFormInput,
  type ContactInput,
} from '@fp/domain';

/** Queues one e-mail in the caller's transaction and returns its id (AccountsService.queue). */
type QueueMail = (em: EntityManager, to: string, kind: string, content: EmailContent) => Promise<string>;

export class StaffMessages {
  constructor(
    private readonly db: DataSource,
    private readonly staffEmail: string,
    private readonly queue: QueueMail,
  ) {}

  /** Stores a contact message, confirms it to the sender and forwards it to staff; returns queued ids. */
  contact(input: unknown, language?: string): Promise<string[]> {
    const m = validateInput<ContactInput>(contactSchema, input);
    return this.db.transaction(async (em) => {
      await em.query(
        'INSERT INTO contact_message (first_name, last_name, email, message) VALUES ($1, $2, $3, $4)',
        [m.firstName, m.lastName, m.email, m.message],
      );
      return [
        await this.queue(em, m.email, 'contactReceived', emailsIn(language).contactReceived(m.firstName)),
        await this.queue(em, this.staffEmail, 'contactToStaff', EMAILS.contactToStaff(m)),
      ];
    });
  }

  /** Stores a request for access and passes it on to the help desk (staff e-mail). */
  requestAccess(input: unknown): Promise<{ id: string; queued: string[] }> {
    const r = validateInput<AccessRequestFormInput>(accessRequestSchema, input);
    return this.db.transaction(async (em) => {
      const rows: { id: string }[] = await em.query(
        'INSERT INTO access_request (first_name, last_name, email) VALUES ($1, $2, $3) RETURNING id',
        [r.firstName || null, r.lastName || null, r.email],
      );
      const note = EMAILS.contactToStaff({
        firstName: r.firstName ?? '',
        lastName: r.lastName ?? '',
        email: r.email,
        message: 'Asked for access to help with a medical bill.',
      });
      return { id: rows[0]!.id, queued: [await this.queue(em, this.staffEmail, 'accessRequest', note)] };
    });
  }
}

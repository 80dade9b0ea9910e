export { MailService, rowsOf, type MailMessage, type MailOptions, type OutboxItem } from './mail.service';
export { renderOutboxPage, linkify } from './outbox-page';

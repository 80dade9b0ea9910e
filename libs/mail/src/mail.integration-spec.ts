import net from 'node:net';
import pino from 'pino';
import { openTestDatabase, type TestDatabase } from '@fp/db/testing';
import { MailService } from './mail.service';
import { startSmtpCapture } from './testing';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const log = pino({ level: 'silent' });

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe(`mail outbox and SMTP delivery (${kind})`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('without SMTP, keeps messages in the outbox, newest first', async () => {
    const mail = new MailService(db.dataSource, { from: 'Site <no-reply@site.test>', log });
    expect(mail.delivers).toBe(false);
    await mail.send({ to: 'a@example.com', kind: 'activate', subject: 'One', text: 'first' });
    await mail.send({
      to: 'a@example.com',
      kind: 'reset',
      subject: 'Two',
      text: 'second',
      html: '<p>second</p>',
    });
    await mail.idle();
    const [newest, older] = await mail.outbox();
    expect([newest?.subject, older?.subject]).toEqual(['Two', 'One']);
    expect(newest).toMatchObject({
      to: 'a@example.com',
      kind: 'reset',
      html: '<p>second</p>',
      sentAt: null,
      attempts: 0,
    });
  });

  it('delivers through a real SMTP server and marks the message sent', async () => {
    const smtp = await startSmtpCapture();
    const mail = new MailService(db.dataSource, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Site <no-reply@site.test>',
      log,
    });
    const id = await mail.send({
      to: 'b@example.com',
      kind: 'access',
      subject: 'Your link',
      text: 'http://site.test/x',
      html: '<p>hi</p>',
    });
    await mail.idle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['b@example.com']);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Your link$/m);
    expect(smtp.received[0]!.raw).toMatch(/^From: Site <no-reply@site\.test>$/m);
    const row = (await mail.outbox()).find((m) => m.id === id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    mail.close();
    await smtp.close();
  });

  it('erases a message of a kind to forget (the account-deleted notice) once it is delivered', async () => {
    const smtp = await startSmtpCapture();
    const mail = new MailService(db.dataSource, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Site <no-reply@site.test>',
      log,
      eraseOnceSent: ['accountDeleted'],
    });
    const gone = await mail.send({
      to: 'gone@example.com',
      kind: 'accountDeleted',
      subject: 'Bye',
      text: 'x',
    });
    const kept = await mail.send({ to: 'kept@example.com', kind: 'access', subject: 'Link', text: 'y' });
    await mail.idle();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['gone@example.com', 'kept@example.com']);
    const ids = (await mail.outbox(1000)).map((m) => m.id);
    expect(ids).not.toContain(gone);
    expect(ids).toContain(kept);
    mail.close();
    await smtp.close();
  });

  it('keeps a failed message with its error, and delivers it on a later retry', async () => {
    const port = await freePort();
    const mail = new MailService(db.dataSource, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Site <no-reply@site.test>',
      log,
    });
    const id = await mail.send({ to: 'c@example.com', kind: 'reset', subject: 'Retry me', text: 'body' });
    await mail.idle();
    let row = (await mail.outbox()).find((m) => m.id === id);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpCapture(port);
    expect(await mail.drain()).toBeGreaterThanOrEqual(1);
    row = (await mail.outbox()).find((m) => m.id === id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(smtp.received.some((m) => /Subject: Retry me/.test(m.raw))).toBe(true);
    mail.close();
    await smtp.close();
  });

  it('does not send a message another process or host is sending (claimed), and sends it once that claim runs out', async () => {
    const smtp = await startSmtpCapture();
    const url = `smtp://127.0.0.1:${smtp.port}`;
    // Two senders on one database, as two API hosts have; the first is sending a message right now.
    const first = new MailService(db.dataSource, { from: 'Site <no-reply@site.test>', log });
    const second = new MailService(db.dataSource, { smtpUrl: url, from: 'Site <no-reply@site.test>', log });
    const id = await first.send({ to: 'd@example.com', kind: 'reset', subject: 'Once only', text: 'body' });
    await db.dataSource.query(
      `UPDATE email_outbox SET attempts = 1, claimed_until = now() + interval '15 minutes' WHERE id = $1`,
      [id],
    );
    await second.drain();
    expect(smtp.received.filter((m) => /Subject: Once only/.test(m.raw))).toHaveLength(0);
    // The first sender died mid-delivery: its claim runs out and a retry sends the message, once.
    await db.dataSource.query(
      `UPDATE email_outbox SET claimed_until = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    await second.drain();
    await second.drain();
    expect(smtp.received.filter((m) => /Subject: Once only/.test(m.raw))).toHaveLength(1);
    expect((await second.outbox()).find((m) => m.id === id)?.sentAt).toBeInstanceOf(Date);
    second.close();
    await smtp.close();
  });
});

/**
 * Reading an uploaded bill (issue 30), as a job: `start` queues the reading of one of the owner's files,
 * a worker in each API process (concurrency 1: the machine may have two cores, and OCR takes one) takes it
 * from the job queue, reads it (reading-runner.ts: the reader reads and parses in a process of its own),
 * matches the hospital and stores the reading. Every read is scoped to the owner.
 *
 * The queue is pg-boss (@fp/db job-queue.ts; decision 9), shared by every host on the database: it gives
 * each job to one worker, retries a job whose worker failed or died (with a growing delay, at most
 * MAX_ATTEMPTS readings), and expires a job whose worker stopped answering (`jobExpireSeconds`, past the
 * reader's own time limit). pg-boss takes jobs oldest first and cannot take owners in turn, so the two are
 * split: `file_reading` stays the reading's state the user sees and the fair order, and a pg-boss job is
 * one turn of the reader. A worker given a job takes the fair next queued reading (the SQL in `claim`),
 * binds it to the job (`job_id`), and reads it; the job's retry finds its reading again by that id.
 * `start` queues the reading and sends its job in one transaction; a job that finds nothing to read (its
 * file was deleted) ends at once.
 *
 * Fair to every user (issue 38): owners are taken in turn (the one whose last reading began longest ago
 * first, an owner already being read last), so one user's queue delays another's first reading by one job
 * at most; an owner has at most `maxQueued` files queued or being read; a day's pages are budgeted per
 * owner (`pagesPerDay`, counted in reading_usage when a reading learns its page count); a reading runs at
 * most `timeoutMs`, its process ended then; and deleting the file or the account ends its reading within
 * `cancelPollMs`.
 *
 * The line findings are worked out when asked (@fp/domain checkItemizedLines, pure), with the matched
 * hospital's price-file rates when one is loaded.
 */
import type { DataSource } from 'typeorm';
import {
  defineQueues,
  FileReadingEntity,
  jobQueueOf,
  jobSqlIn,
  type FileItemEntity,
  type FileReadingStatus,
  type JobQueue,
} from '@fp/db';
import { DomainError, isUuid, notFound, type TextLanguage } from '@fp/domain';
import { readWithReader, ReadingRefusedError } from './reading-runner';
import { readingView } from './reading-view';
import {
  READ_MAX_PAGES,
  READ_MAX_BYTES,
  MAX_ATTEMPTS,
  READ_QUEUE,
  READ_MAX_QUEUED,
  READ_PAGES_PER_DAY,
  READ_TIMEOUT_MS,
  READABLE,
  ReadingFiles,
  FileReadingOptions,
  FileReadingView,
  Claimed,
  ReadJob,
  CLAIM_NEXT_SQL,
  CLAIM_AGAIN_SQL,
  rowsOf,
  Stopped,
  overBudget,
  bytesOf,
} from './reading-rules';
import { chargeReadingPages, readingPagesToday } from './reading-usage';

export {
  READ_MAX_PAGES,
  READ_MAX_BYTES,
  MAX_ATTEMPTS,
  READ_QUEUE,
  READ_MAX_QUEUED,
  READ_PAGES_PER_DAY,
  READ_TIMEOUT_MS,
  type ReadingFiles,
  type FileReadingOptions,
  type FileReadingView,
};

export class FileReadingService {
  private running = false;
  /** This process's worker is stopping: a reading it begins now goes straight back to the queue. */
  private stopping = false;
  private workerId: string | null = null;
  private abort: AbortController | null = null;
  private current: Promise<unknown> | null = null;
  private queue: Promise<JobQueue> | null = null;
  private readonly maxQueued: number;
  private readonly pagesPerDay: number;

  constructor(
    private readonly db: DataSource,
    private readonly files: ReadingFiles,
    private readonly opts: FileReadingOptions = {},
  ) {
    this.maxQueued = opts.maxQueued ?? READ_MAX_QUEUED;
    this.pagesPerDay = opts.pagesPerDay ?? READ_PAGES_PER_DAY;
  }

  private get repo() {
    return this.db.getRepository(FileReadingEntity);
  }

  /** The job queue, with the reading queue in it. */
  private jobs(): Promise<JobQueue> {
    if (!this.queue) {
      this.queue = (async () => {
        const boss = this.opts.jobs ?? (await jobQueueOf(this.db));
        await defineQueues(boss, { [READ_QUEUE]: {} });
        return boss;
      })();
      // A queue that could not be opened is asked for again next time.
      this.queue.catch(() => (this.queue = null));
    }
    return this.queue;
  }

  /** How a reading job is sent: retried with a doubling delay, expired when its worker is lost. */
  private sendOptions() {
    const timeoutMs = this.opts.timeoutMs ?? READ_TIMEOUT_MS;
    return {
      // One more than the readings allowed: the last delivery marks a reading begun too often as failed.
      retryLimit: MAX_ATTEMPTS,
      retryDelay: this.opts.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: this.opts.jobExpireSeconds ?? Math.ceil(timeoutMs / 1000) + 60,
    };
  }

  /**
   * Queues the reading of one of the owner's files (again when `again`); answers the reading as it
   * stands. NOT_FOUND for anyone else's file; BAD_INPUT for a type that cannot be read; RATE_LIMITED when
   * the owner already has `maxQueued` files queued or being read, or has spent the day's pages.
   */
  async start(ownerId: string, fileId: string, again = false): Promise<FileReadingView> {
    const file = await this.files.get(ownerId, fileId);
    const kind = READABLE[file.contentType.split(';')[0]!.trim()];
    if (!kind)
      throw new DomainError(
        'BAD_USER_INPUT',
        `Only PDF, PNG and JPEG files can be read; this file is ${file.ext.toUpperCase() || 'of another type'}. Save or photograph the bill as PDF or JPEG, upload it, and read that file.`,
      );
    const boss = await this.jobs();
    await this.db.transaction(async (m) => {
      // One start at a time per owner, in every process: the caps below are counted under this lock.
      await m.query(`SELECT id FROM app_user WHERE id = $1 FOR UPDATE`, [ownerId]);
      const [row] = rowsOf<{ status: FileReadingStatus }>(
        await m.query(`SELECT status FROM file_reading WHERE owner_id = $1 AND file_id = $2`, [
          ownerId,
          file.id,
        ]),
      );
      if (row && !(again && (row.status === 'DONE' || row.status === 'FAILED'))) return;
      const [{ active, used }] = rowsOf<{ active: number; used: number }>(
        await m.query(
          `SELECT (SELECT count(*)::int FROM file_reading WHERE owner_id = $1 AND status IN ('QUEUED', 'READING')) AS active,
                  COALESCE((SELECT pages FROM reading_usage WHERE owner_id = $1 AND day = (now() AT TIME ZONE 'UTC')::date), 0) AS used`,
          [ownerId],
        ),
      );
      if (active >= this.maxQueued)
        throw new DomainError(
          'RATE_LIMITED',
          `You have ${active} files waiting to be read, the most at one time. When one of them has been read (each file shows its progress), ask again.`,
        );
      if (used >= this.pagesPerDay) throw overBudget(used, this.pagesPerDay);
      const queued = rowsOf(
        await m.query(
          `INSERT INTO file_reading (owner_id, file_id) VALUES ($1, $2)
           ON CONFLICT (file_id) DO UPDATE SET status = 'QUEUED', pages_done = 0, pages_total = NULL, error = NULL,
             result = NULL, text = NULL, attempts = 0, job_id = NULL, updated_at = now(), created_at = now()
           WHERE $3::boolean AND file_reading.owner_id = $1 AND file_reading.status IN ('DONE', 'FAILED')
           RETURNING id`,
          [ownerId, file.id, again],
        ),
      );
      // Its turn of the reader, sent with the reading: both or neither.
      if (queued.length > 0) await boss.send(READ_QUEUE, {}, { ...this.sendOptions(), db: jobSqlIn(m) });
    });
    this.kick();
    return (await this.get(ownerId, fileId))!;
  }

  /** The reading of one of the owner's files, or null when it was never started. NOT_FOUND for others'. */
  async get(
    ownerId: string,
    fileId: string,
    /** The language of the line findings' sentences (the request's). */
    language: TextLanguage = 'en',
  ): Promise<FileReadingView | null> {
    if (!isUuid(fileId)) throw notFound('The file');
    const file = await this.files.get(ownerId, fileId);
    const row = await this.repo.findOne({ where: { ownerId, fileId: file.id } });
    return row ? this.view(ownerId, row, file.name, language) : null;
  }

  /**
   * The finished readings of the owner's files on a visit (all of them), or on a bill: the bill's own files
   * and the visit's files not given to any bill (the upload form attaches them to the visit).
   */
  async doneOn(
    ownerId: string,
    on: { eventId: string; billId?: string | null },
    /** The language of the line findings' sentences (the bill check's request's). */
    language: TextLanguage = 'en',
  ): Promise<FileReadingView[]> {
    const rows = rowsOf<{ id: string; name: string }>(
      await this.db.query(
        `SELECT r.id, f.name FROM file_reading r JOIN file_item f ON f.id = r.file_id
         WHERE r.owner_id = $1 AND f.owner_id = $1 AND r.status = 'DONE'
           AND ${on.billId ? '(f.bill_id = $3 OR (f.event_id = $2 AND f.bill_id IS NULL))' : 'f.event_id = $2'}
         ORDER BY f.created_at, f.id`,
        on.billId ? [ownerId, on.eventId, on.billId] : [ownerId, on.eventId],
      ),
    );
    const out: FileReadingView[] = [];
    for (const r of rows) {
      const row = await this.repo.findOneByOrFail({ id: r.id, ownerId });
      out.push(await this.view(ownerId, row, r.name, language));
    }
    return out;
  }

  private view(
    ownerId: string,
    row: FileReadingEntity,
    fileName: string,
    language: TextLanguage = 'en',
  ): Promise<FileReadingView> {
    return readingView(
      row,
      fileName,
      (ccn, codes) => this.opts.priceFileRates?.(ownerId, ccn, codes),
      language,
    );
  }

  // ------------------------------------------------------------------------------------------ the worker

  /**
   * Starts this process's worker: it reads one file at a time, asking the queue every `pollMs` and at
   * once when a reading is started here. `singleProcess` (PGlite): any reading under way was this
   * process's before a restart, so it is queued again. Readings queued without a job of their own (left
   * so by a stop between the two) get one.
   */
  async startWorker({ singleProcess }: { singleProcess: boolean }): Promise<() => Promise<void>> {
    const boss = await this.jobs();
    if (singleProcess)
      await this.db.query(
        `UPDATE file_reading SET status = 'QUEUED', job_id = NULL, updated_at = now() WHERE status = 'READING'`,
      );
    await this.sendMissingJobs(boss);
    this.running = true;
    this.stopping = false;
    this.workerId = await boss.work<ReadJob>(
      READ_QUEUE,
      { pollingIntervalSeconds: Math.max(0.5, (this.opts.pollMs ?? 5_000) / 1000) },
      async ([job]) => {
        if (job) await this.track(this.runJob(job.id));
      },
    );
    return () => this.stopWorker();
  }

  /**
   * Sends a job for each queued reading beyond the jobs waiting: readings queued again by the migration
   * to pg-boss or by a restart on PGlite have none. A worker on another host may be between taking a job
   * and its reading; the job sent for that is extra, and an extra job finds nothing and ends at once.
   */
  private async sendMissingJobs(boss: JobQueue): Promise<void> {
    const [{ queued }] = rowsOf<{ queued: number }>(
      await this.db.query(`SELECT count(*)::int AS queued FROM file_reading WHERE status = 'QUEUED'`),
    );
    const waiting = await boss.getQueueSize(READ_QUEUE, { before: 'retry' });
    for (let i = waiting; i < queued; i++) await boss.send(READ_QUEUE, {}, this.sendOptions());
  }

  private async stopWorker(): Promise<void> {
    this.running = false;
    this.stopping = true;
    const boss = await this.jobs();
    if (this.workerId) await boss.offWork({ id: this.workerId });
    this.workerId = null;
    this.abort?.abort(new Stopped('SHUTDOWN'));
    await this.current?.catch(() => undefined);
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.current = work;
    try {
      return await work;
    } finally {
      this.current = null;
    }
  }

  /** Lets this process's worker ask the queue now (a reading was just started here). */
  private kick(): void {
    if (!this.running || !this.workerId) return;
    const id = this.workerId;
    void this.jobs().then((boss) => boss.notifyWorker(id));
  }

  /**
   * Takes one reading job from the queue and reads what it gives (tests, tools; the worker does this in
   * a loop). False when no job gave anything to read. A job is ended here as the worker would end it.
   */
  async runNext(): Promise<boolean> {
    const boss = await this.jobs();
    for (;;) {
      const [job] = await boss.fetch<ReadJob>(READ_QUEUE);
      if (!job) return false;
      let read: boolean;
      try {
        read = await this.track(this.runJob(job.id));
      } catch (err) {
        await boss.fail(READ_QUEUE, job.id, { message: (err as Error).message });
        throw err;
      }
      await boss.complete(READ_QUEUE, job.id);
      if (read) return true;
    }
  }

  /** One job: its reading again when it is a retry, else the fair next one. False when there was none. */
  private async runJob(jobId: string): Promise<boolean> {
    const claimed =
      rowsOf<Claimed>(await this.db.query(CLAIM_AGAIN_SQL, [jobId]))[0] ??
      rowsOf<Claimed>(await this.db.query(CLAIM_NEXT_SQL, [jobId]))[0];
    if (!claimed) return false;
    await this.read(claimed);
    return true;
  }

  /**
   * Writes the page count on the reading's row if no attempt has yet: true when this attempt is the first
   * to learn it (and so the one to count the pages in the owner's day).
   */
  private async firstPageCount(job: Claimed, pagesTotal: number): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await this.db.query(
        `UPDATE file_reading SET pages_total = $3, updated_at = now()
         WHERE id = $1 AND status = 'READING' AND attempts = $2 AND pages_total IS NULL RETURNING id`,
        [job.id, job.attempts, pagesTotal],
      ),
    );
    return rows.length > 0;
  }

  /** Counts a reading's pages in the owner's day (reading-usage.ts): false when past the day's budget. */
  private chargePages(ownerId: string, pages: number): Promise<boolean> {
    return chargeReadingPages(this.db, ownerId, pages, this.pagesPerDay);
  }

  /** Pages of the owner's bills read today (UTC). */
  pagesReadToday(ownerId: string): Promise<number> {
    return readingPagesToday(this.db, ownerId);
  }

  /**
   * Ends this attempt at a reading. Only the attempt that holds it writes: a worker thought lost whose
   * job was retried elsewhere (its reading taken by the next attempt) changes nothing when it ends.
   */
  private async finish(job: Claimed, set: { status: FileReadingStatus } & Record<string, unknown>) {
    // The reading is JSON: TypeORM's deep-partial type cannot describe it.
    await this.repo.update({ id: job.id, status: 'READING', attempts: job.attempts }, {
      ...set,
      jobId: null,
    } as Parameters<typeof this.repo.update>[1]);
  }

  /** Puts a reading this process is stopping back in the queue, with a new job for it. */
  private async requeue(job: Claimed): Promise<void> {
    const boss = await this.jobs();
    await this.db.transaction(async (m) => {
      const back = rowsOf(
        await m.query(
          `UPDATE file_reading SET status = 'QUEUED', job_id = NULL, updated_at = now()
           WHERE id = $1 AND status = 'READING' AND attempts = $2 RETURNING id`,
          [job.id, job.attempts],
        ),
      );
      if (back.length > 0) await boss.send(READ_QUEUE, {}, { ...this.sendOptions(), db: jobSqlIn(m) });
    });
  }

  private async read(job: Claimed): Promise<void> {
    const fail = (error: string, pagesTotal?: number) =>
      this.finish(job, { status: 'FAILED', error, ...(pagesTotal ? { pagesTotal } : {}) });
    if (job.attempts > MAX_ATTEMPTS)
      return fail(
        `Reading this file stopped ${MAX_ATTEMPTS} times before it finished, so it was given up. Fill in the forms by hand, or upload a smaller or clearer copy and read that.`,
      );
    let file: FileItemEntity;
    let bytes: Uint8Array | null;
    try {
      file = await this.files.get(job.owner_id, job.file_id);
      bytes = await bytesOf(await this.files.store.get(file.storageKey), READ_MAX_BYTES);
    } catch (err) {
      this.opts.log?.warn({ err, fileId: job.file_id }, 'file to read not available');
      return fail('The file’s contents are missing, so it could not be read. Please upload it again.');
    }
    if (!bytes)
      return fail(
        `This file is larger than ${READ_MAX_BYTES / 1024 / 1024} MB, too large to read as a bill. Upload only the pages of the bill.`,
      );
    const abort = new AbortController();
    this.abort = abort;
    // Asked to stop between taking the reading and here: it goes back to the queue.
    if (this.stopping) abort.abort(new Stopped('SHUTDOWN'));
    // Deleting the file (or its visit, bill or account) removes the row: the reading ends at once. So
    // does another attempt taking it (this worker was thought lost).
    const watch = setInterval(() => {
      void this.db
        .query(`SELECT 1 FROM file_reading WHERE id = $1 AND status = 'READING' AND attempts = $2`, [
          job.id,
          job.attempts,
        ])
        .then((rows: unknown) => {
          if (rowsOf(rows).length === 0) abort.abort(new Stopped('DELETED'));
        })
        .catch(() => undefined);
    }, this.opts.cancelPollMs ?? 500);
    watch.unref();
    let charged = false;
    try {
      abort.signal.throwIfAborted();
      const { reading, text, hospitalPlace } = await (this.opts.read ?? readWithReader)(
        bytes,
        file.contentType.split(';')[0]!.trim(),
        {
          maxPages: this.opts.maxPages ?? READ_MAX_PAGES,
          timeoutMs: this.opts.timeoutMs ?? READ_TIMEOUT_MS,
          signal: abort.signal,
          onProgress: (pagesDone, pagesTotal) => {
            const progress = () =>
              this.repo.update(
                { id: job.id, status: 'READING', attempts: job.attempts },
                { pagesDone, pagesTotal },
              );
            // The pages count in the owner's day as soon as the reader knows how many there are, once per
            // reading: an attempt after a lost one (whose page count is already on the row) does not count
            // them again. The row's count is written first, then the progress, in that order.
            if (!charged && pagesTotal > 0) {
              charged = true;
              void this.firstPageCount(job, pagesTotal)
                .then((first) => (first ? this.chargePages(job.owner_id, pagesTotal) : true))
                .then(async (ok) => {
                  if (!ok) abort.abort(overBudget(await this.pagesReadToday(job.owner_id), this.pagesPerDay));
                  await progress();
                })
                .catch((err: unknown) => this.opts.log?.warn({ err }, 'reading pages not counted'));
              return;
            }
            void progress().catch(() => undefined);
          },
        },
      );
      const matched = this.opts.matchHospital
        ? await this.opts.matchHospital(reading, hospitalPlace ?? null).catch((err: unknown) => {
            this.opts.log?.warn({ err }, 'hospital match failed; the reading is kept without it');
            return reading;
          })
        : reading;
      // Only a reading still wanted is stored (its file may have been deleted meanwhile).
      await this.finish(job, {
        status: 'DONE',
        result: matched,
        text,
        pagesDone: matched.pages,
        pagesTotal: matched.pages,
        error: null,
      });
    } catch (err) {
      const reason: unknown = abort.signal.aborted ? abort.signal.reason : err;
      if (reason instanceof Stopped) {
        // This process is stopping: the reading goes back to the queue for another process (or the next start).
        if (reason.why === 'SHUTDOWN') await this.requeue(job);
        return;
      }
      if (reason instanceof DomainError) return fail(reason.message);
      if (err instanceof ReadingRefusedError) return fail(err.message);
      this.opts.log?.warn({ err, fileId: job.file_id }, 'bill reading failed');
      return fail(
        `This file could not be read: ${(err as Error).message} You can still fill in the forms by hand.`,
      );
    } finally {
      clearInterval(watch);
      this.abort = null;
    }
  }
}

import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteLimit, FileTooLargeError } from './file-store';
import { EmptyFileError, FileTypeError, TypeSniffer } from './type-sniffer';

async function run(chunks: Buffer[], ...through: (TypeSniffer | ByteLimit)[]) {
  const out: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      out.push(chunk);
      done();
    },
  });
  await pipeline([Readable.from(chunks), ...through, sink]);
  return Buffer.concat(out);
}

describe('TypeSniffer', () => {
  it('passes an allowed file through unchanged, however it is chunked', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 0x20)]);
    const parts = [file.subarray(0, 3), file.subarray(3, 700), file.subarray(700)];
    const sniffer = new TypeSniffer();
    expect(Buffer.compare(await run(parts, sniffer), file)).toBe(0);
    expect(sniffer.type?.ext).toBe('pdf');
  });

  it('refuses a wrong type before passing a single byte on', async () => {
    const out: Buffer[] = [];
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000)]);
    await expect(
      pipeline(
        Readable.from([exe]),
        new TypeSniffer(),
        new Writable({
          write(c: Buffer, _e, done) {
            out.push(c);
            done();
          },
        }),
      ),
    ).rejects.toBeInstanceOf(FileTypeError);
    expect(out).toEqual([]);
  });

  it('judges a file shorter than the sniff window at its end', async () => {
    const sniffer = new TypeSniffer();
    expect((await run([Buffer.from('total $12\n')], sniffer)).toString()).toBe('total $12\n');
    expect(sniffer.type?.ext).toBe('txt');
    await expect(run([], new TypeSniffer())).rejects.toBeInstanceOf(EmptyFileError);
  });
});

describe('ByteLimit', () => {
  it('errors as soon as the count passes the limit', async () => {
    const limit = new ByteLimit(1000);
    await expect(
      run([Buffer.alloc(600), Buffer.alloc(600), Buffer.alloc(600)], limit),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(limit.bytes).toBe(1200);
  });
  it('lets exactly the limit through', async () => {
    expect((await run([Buffer.alloc(500), Buffer.alloc(500)], new ByteLimit(1000))).length).toBe(1000);
  });
});

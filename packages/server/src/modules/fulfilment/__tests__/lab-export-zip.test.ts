import type { FastifyBaseLogger } from 'fastify';
import { Readable } from 'node:stream';
import { endingZip } from '../services/lab-export';

describe("the lab export's archive", () => {
  it('ends its output with the error when a file is not its size, even before anyone reads the output', async () => {
    const logged: string[] = [];
    const log = { error: (_details: object, message: string) => void logged.push(message) } as unknown as FastifyBaseLogger;
    const zip = endingZip(log);
    // The stored file is shorter than its row says, and storage answers at once: yazl finds it out while the
    // reply is still on its way to taking the stream (its send hooks run first).
    zip.addReadStreamLazy('100001-01-01.jpg', { compress: false, size: 1000 }, (done) => {
      void Promise.resolve(Buffer.alloc(100)).then((data) => done(null, Readable.from([data])));
    });
    zip.end();
    const output = zip.outputStream as Readable;
    // (events.once would take the error as its own failure: the close is what the test waits for.)
    await new Promise((resolve) => output.on('close', resolve));
    expect(output.errored?.message).toBe('file data stream has unexpected number of bytes');
    expect(logged).toEqual(['the lab export stopped']);
  });
});

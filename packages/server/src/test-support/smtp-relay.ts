import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP relay on loopback that keeps what it is given (each message as its raw text). With `hold`, it
 * keeps each message as soon as it has it but answers the sender only once `hold` resolves.
 */
export async function answeringRelay(port: number, hold?: Promise<void>): Promise<{ received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        void (hold ?? Promise.resolve()).then(() => done());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

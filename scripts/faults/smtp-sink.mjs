// A real SMTP server on loopback that keeps every message it receives, parsed: how the fault and
// scale-out scripts count e-mails delivered (each exactly once). The scripts' twin of
// apps/server/src/test/smtp-sink.ts.
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export async function startSmtpSink() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        messages.push({ to: mail.to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', messageId: mail.messageId ?? null, at: Date.now() });
        callback();
      }, callback);
    },
  });
  // A server SIGKILLed mid-conversation resets its connection: expected here, and without a
  // listener the SMTPServer's 'error' event would crash the script.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error(`smtp sink: ${error.message}`);
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    messages,
    /** Waits until no message has arrived for `quietMs` (or `timeoutMs` passes). */
    async settle(quietMs = 1500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let count = -1;
      let since = Date.now();
      while (Date.now() < deadline) {
        if (messages.length !== count) {
          count = messages.length;
          since = Date.now();
        }
        if (Date.now() - since >= quietMs) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

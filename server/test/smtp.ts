import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/** A real SMTP server on 127.0.0.1 for tests: nodemailer talks SMTP to it, and it keeps what arrives. */
export async function startSmtpServer(): Promise<{
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
  waitFor(count: number): Promise<void>;
  /** A slow mail server: each message is acknowledged only once `release` is called (timing tests). */
  hold(): () => void;
}> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let held: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // The app's mailer keeps its connections open (a pool); a mailer a test made and did not close must not hold
    // the server's close for the default 30 s.
    closeTimeout: 50,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (held) await held;
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: decodeBody(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    hold() {
      let release: () => void = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    async waitFor(count: number) {
      const deadline = Date.now() + 5000;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
}

/** Undo quoted-printable soft line breaks and escapes so tests can read links from the text part. */
function decodeBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The subject and text part of a received mail, decoded (nodemailer sends Arabic as base64 or quoted-printable). */
export function decodeMail(raw: string): { subject: string; text: string } {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
  const body = rest.join("\n\n");
  const part = /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
    body,
  );
  if (!part) return { subject, text: body };
  const [, encoding, content = ""] = part;
  const text =
    encoding!.toLowerCase() === "base64"
      ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8")
      : Buffer.from(
          content
            .replace(/=\r?\n/g, "")
            .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8");
  return { subject, text };
}

/** The verification link's token from a received mail. */
export function tokenFromMail(mail: ReceivedMail): string {
  const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no verification link in mail:\n${mail.text}`);
  return match[1]!;
}

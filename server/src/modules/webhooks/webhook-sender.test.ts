import net from "node:net";
import { describe, expect, it } from "vitest";
import { translateErrorText } from "../../i18n/error-text";
import { networkFailure, postWebhook } from "./webhook-sender";

// A failed connection is described in the catalogue's sentences (with the system's code), so the delivery log reads
// in the owner's language; Node's own message was English only.

describe("a webhook attempt that cannot connect", () => {
  it("when nothing listens on the receiver's port, then the attempt failed with the refusal in words, in both languages", async () => {
    // A port that was free a moment ago: bound, then closed.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const outcome = await postWebhook({
      url: `http://127.0.0.1:${port}/hook`,
      headers: {},
      body: "{}",
      policy: { allowLoopback: true },
    });
    expect(outcome).toMatchObject({ statusCode: null, error: "the receiver refused the connection (ECONNREFUSED)" });
    expect(translateErrorText(outcome.error!, "ar")).toBe("رفض المستقبِل الاتصال (ECONNREFUSED)");
  });

  it("when the code is a reset, a timeout, an unreachable host, a certificate or anything else, then each has its sentence in Arabic", () => {
    for (const code of [
      "ECONNRESET",
      "ETIMEDOUT",
      "EHOSTUNREACH",
      "CERT_HAS_EXPIRED",
      "ERR_TLS_CERT_ALTNAME_INVALID",
      "EPROTO",
      undefined,
    ]) {
      const english = networkFailure(code);
      expect(english).toContain(`(${code ?? "unknown"})`);
      const arabic = translateErrorText(english, "ar");
      expect(arabic, english).not.toBe(english);
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

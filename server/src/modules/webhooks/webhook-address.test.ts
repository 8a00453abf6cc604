import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isAllowedAddress } from "./webhook-address";

const live = { allowLoopback: false };
const testMode = { allowLoopback: true };

describe("which addresses a webhook may reach", () => {
  it("when the address is private, loopback, link-local, shared, documentation, multicast or reserved, then it is refused", () => {
    const refused = [
      "0.0.0.0",
      "10.1.2.3",
      "100.64.0.1",
      "127.0.0.1",
      "127.8.9.10",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.8",
      "192.0.2.10",
      "192.168.1.1",
      "198.18.0.1",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.251",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::a9fe:a9fe", // 169.254.169.254 through NAT64
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "ff02::1",
      "2001:db8::1",
      "2002:7f00:1::1",
      "not an address",
    ];
    for (const address of refused) expect(isAllowedAddress(address, live), address).toBe(false);
  });

  it("when the address is public unicast, then it is allowed", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isAllowedAddress(address, live), address).toBe(true);
    }
  });

  it("when the server runs in test mode, then loopback is allowed and the private ranges are still refused", () => {
    expect(isAllowedAddress("127.0.0.1", testMode)).toBe(true);
    expect(isAllowedAddress("::1", testMode)).toBe(true);
    for (const address of ["10.0.0.1", "192.168.0.10", "169.254.169.254", "fd00::1"]) {
      expect(isAllowedAddress(address, testMode), address).toBe(false);
    }
  });
});

describe("checkWebhookUrl", () => {
  it("when the URL is http, carries credentials or is too long, then it names the problem", async () => {
    expect(await checkWebhookUrl("http://93.184.216.34/hook", live)).toBe("scheme");
    expect(await checkWebhookUrl("ftp://93.184.216.34/hook", testMode)).toBe("scheme");
    expect(await checkWebhookUrl("https://user:pass@93.184.216.34/hook", live)).toBe("credentials");
    expect(await checkWebhookUrl("https://user@93.184.216.34/hook", live)).toBe("credentials");
    expect(await checkWebhookUrl(`https://93.184.216.34/${"a".repeat(2048)}`, live)).toBe("length");
  });

  it("when the host is a private address written in any form, then it is refused", async () => {
    for (const url of [
      "https://127.0.0.1/hook",
      "https://2130706433/hook", // 127.0.0.1 as one number
      "https://0x7f.1/hook",
      "https://[::1]/hook",
      "https://[::ffff:169.254.169.254]/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1:8443/hook",
    ]) {
      expect(await checkWebhookUrl(url, live), url).toEqual({ reserved: expect.any(String) });
    }
  });

  it("when the host name resolves to loopback, then it is refused outside test mode and allowed in it", async () => {
    expect(await checkWebhookUrl("https://localhost/hook", live)).toEqual({ reserved: expect.any(String) });
    expect(await checkWebhookUrl("http://localhost:4000/hook", testMode)).toBeNull();
    expect(await checkWebhookUrl("http://127.0.0.1:4000/hook", testMode)).toBeNull();
  });

  it("when the host name does not resolve, then it says so", async () => {
    expect(await checkWebhookUrl("https://no-such-host.invalid/hook", live)).toBe("unresolvable");
  });

  it("when the host is a public address, then the URL is accepted", async () => {
    expect(await checkWebhookUrl("https://93.184.216.34/hooks/viralscore?source=api", live)).toBeNull();
  });
});

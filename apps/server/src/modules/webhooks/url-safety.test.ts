import { describe, expect, it } from "vitest";
import { isForbiddenAddress } from "./url-safety";

describe("isForbiddenAddress", () => {
  it("refuses private, loopback, link-local and other non-public addresses", () => {
    for (const address of [
      "0.0.0.0",
      "10.0.0.1",
      "100.100.0.1",
      "127.0.0.1",
      "127.255.255.254",
      "169.254.169.254",
      "172.31.255.255",
      "192.168.0.1",
      "224.0.0.251",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:10.0.0.1",
      "::ffff:7f00:1",
      "::127.0.0.1",
      "64:ff9b::169.254.169.254",
      "2002:c0a8:0101::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1%eth0",
      "ff02::1",
      "not an address",
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
  });

  it("refuses every IPv6 form that carries a private or loopback IPv4 address", () => {
    for (const address of [
      // IPv4-translated, ::ffff:0:0:0/96 (SIIT)
      "::ffff:0:127.0.0.1",
      "::ffff:0:7f00:1",
      "::ffff:0:10.0.0.1",
      "::ffff:0:169.254.169.254",
      "0:0:0:0:ffff:0:c0a8:101",
      // IPv4-mapped, ::ffff:0:0/96
      "::ffff:127.0.0.1",
      "::ffff:192.168.0.1",
      // IPv4-compatible, ::/96
      "::10.0.0.1",
      "::169.254.169.254",
      "::0.0.0.1",
      // NAT64, 64:ff9b::/96, and its local-use prefix 64:ff9b:1::/48, refused whole
      "64:ff9b::127.0.0.1",
      "64:ff9b::c0a8:1",
      "64:ff9b:1::a00:1",
      "64:ff9b:1::808:808",
      // 6to4, 2002::/16, the IPv4 address in its second and third groups
      "2002:7f00:1::1",
      "2002:a9fe:a9fe::",
      "2002:0a00:0001:1::1",
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
  });

  it("allows public addresses, in IPv4 and IPv6 and the forms that carry IPv4", () => {
    for (const address of [
      "8.8.8.8",
      "93.184.215.14",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4001::200e",
      "::ffff:8.8.8.8",
      "::ffff:0:8.8.8.8",
      "::8.8.8.8",
      "64:ff9b::808:808",
      "2002:0808:0808::1",
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });
});

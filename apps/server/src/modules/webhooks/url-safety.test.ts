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

  it("allows public addresses, in IPv4 and IPv6 and the forms that carry IPv4", () => {
    for (const address of [
      "8.8.8.8",
      "93.184.215.14",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4001::200e",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
      "2002:0808:0808::1",
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });
});

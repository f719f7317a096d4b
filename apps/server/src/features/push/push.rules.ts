import { createPublicKey } from "node:crypto";
import { BlockList, isIP } from "node:net";

/**
 * Where no push service lives, so where a production server never posts: loopback, the RFC 1918
 * and shared (CGNAT) ranges, link-local, unique-local, unspecified, IPv4-compatible, multicast
 * and reserved addresses. BlockList checks an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`)
 * against the IPv4 ranges.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address may be a push service's: anything but the ranges above. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The address an endpoint names as its host (`https://[::1]/…` → `::1`; the URL parser has
 * already turned `2130706433` or `0x7f.1` into `127.0.0.1`), or null for a host name.
 */
export function endpointAddress(endpoint: string): string | null {
  const host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(host) === 0 ? null : host;
}

/**
 * Whether a subscription's `p256dh` (base64url of an uncompressed point, as the schema checked)
 * is a point on P-256: the one thing its length and first byte cannot tell.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const point = Buffer.from(p256dh, "base64url");
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33, 65).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

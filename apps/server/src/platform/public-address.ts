import { BlockList, isIP } from 'node:net';

// Addresses a request the server makes for a user (a link's preview, a company's webhook) must never reach: this
// machine, the private network, link-local cloud metadata, CGNAT, multicast and reserved ranges.
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
// IPv4 written inside IPv6: ::ffff:0:0/96 (mapped, in any notation) is checked by BlockList against the IPv4 rules
// above; the other embeddings are refused whole: ::/96 (IPv4-compatible, with :: and ::1), ::ffff:0:0:0/96
// (translated), 6to4 and Teredo, plus the discard and documentation ranges.
for (const [net, prefix] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['2002::', 16],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether an address is on the public internet: not loopback, private, link-local, CGNAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

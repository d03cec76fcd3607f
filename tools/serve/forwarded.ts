import net from 'node:net';
import type http from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface Forwarded {
  /** The visitor's address, as this server or a trusted front proxy saw it. */
  for: string;
  proto: 'http' | 'https';
  /** The host the visitor asked for. */
  host: string;
}

// `::ffff:127.0.0.1` is how a dual-stack socket names an IPv4 peer.
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0];

const blockLists = new WeakMap<readonly string[], net.BlockList>();

/** Whether `address` is one of, or in a range of, `frontProxies` (addresses and CIDR ranges). */
function isFrontProxy(address: string, frontProxies: readonly string[]): boolean {
  if (frontProxies.length === 0 || net.isIP(address) === 0) return false;
  let list = blockLists.get(frontProxies);
  if (!list) {
    list = new net.BlockList();
    for (const item of frontProxies) {
      const [base = '', prefix] = item.split('/');
      const type = net.isIP(base) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(base, type);
      else list.addSubnet(base, Number(prefix), type);
    }
    blockLists.set(frontProxies, list);
  }
  return list.check(address, net.isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Who asked, over which protocol. The X-Forwarded-* headers a visitor sends are ignored: a made-up
 * address would buy a fresh rate-limit quota at the api. Only a front proxy listed in
 * FRONT_PROXIES is believed, and of its X-Forwarded-For only the last address: the one it added.
 */
export function forwardedOf(
  req: Pick<http.IncomingMessage, 'socket' | 'headers'>,
  frontProxies: readonly string[],
): Forwarded {
  const peer = plain(req.socket.remoteAddress ?? '');
  const ownProto = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  const own: Forwarded = { for: peer, proto: ownProto, host: req.headers.host ?? '' };
  if (!isFrontProxy(peer, frontProxies)) return own;

  const chain = String(req.headers['x-forwarded-for'] ?? '').split(',');
  const last = plain(chain[chain.length - 1]?.trim() ?? '');
  const proto = firstValue(req.headers['x-forwarded-proto'])?.trim().toLowerCase();
  return {
    ...own,
    for: net.isIP(last) ? last : peer,
    proto: proto === 'https' || proto === 'http' ? proto : ownProto,
  };
}

/** The request headers that describe the hop; the proxies replace them with their own. */
export const hopHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

export function forwardingHeaders(forwarded: Forwarded): Record<string, string> {
  return {
    'x-forwarded-for': forwarded.for,
    'x-forwarded-proto': forwarded.proto,
    'x-forwarded-host': forwarded.host,
  };
}

import { lookup as dnsLookup, promises as dns, type LookupAddress } from "node:dns";
import { Agent } from "node:https";
import type { LookupFunction } from "node:net";
import type { Config } from "@/config/env";
import { endpointAddress, isPublicAddress } from "./push.rules";

// A subscription names the URL the server posts to, so in production a player could make it
// post into the server's own network (a metadata service, an admin port). There only public
// addresses are posted to; tests and development run a push service on 127.0.0.1.

/** An endpoint that is, or resolves to, an address no push service has. */
export class PrivateEndpointError extends Error {
  override name = "PrivateEndpointError";
}

/** Whether endpoints are held to public addresses: in production only. */
export function guardsEndpoints(config: Pick<Config, "nodeEnv">): boolean {
  return config.nodeEnv === "production";
}

/** @throws PrivateEndpointError when the endpoint's host is an address that is not public */
export function assertPublicEndpointAddress(endpoint: string): void {
  const address = endpointAddress(endpoint);
  if (address !== null && !isPublicAddress(address)) {
    throw new PrivateEndpointError(`push endpoint host ${address} is not a public address`);
  }
}

/**
 * A new subscription's endpoint: its address, or the addresses its host name has now. A name
 * that does not resolve is let through (the send checks again, on the address it connects to).
 *
 * @throws PrivateEndpointError
 */
export async function assertPublicEndpoint(endpoint: string): Promise<void> {
  assertPublicEndpointAddress(endpoint);
  if (endpointAddress(endpoint) !== null) {
    return;
  }
  const addresses = await dns.lookup(new URL(endpoint).hostname, { all: true }).catch(() => []);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused) {
    throw new PrivateEndpointError(`push endpoint host resolves to ${refused.address}`);
  }
}

/**
 * dns.lookup refusing a name with any address that is not public. It runs for the connection
 * itself, so a name that answers differently from one lookup to the next gains nothing.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) {
      callback(error, "", 0);
      return;
    }
    const refused = found.find((entry) => !isPublicAddress(entry.address));
    const first = found[0];
    if (refused || !first) {
      const why = refused ? `resolves to ${refused.address}` : "has no address";
      callback(new PrivateEndpointError(`push endpoint ${hostname} ${why}`), "", 0);
      return;
    }
    if (options.all) {
      callback(null, found);
      return;
    }
    callback(null, first.address, first.family);
  });
};

/**
 * The TLS agent pushes go through: in production one that connects to public addresses only
 * (keeping the options of `given`, e.g. a test's trusted certificate), elsewhere `given`.
 */
export function pushAgentFor(config: Pick<Config, "nodeEnv">, given?: Agent): Agent | undefined {
  if (!guardsEndpoints(config)) {
    return given;
  }
  return new Agent({ keepAlive: true, ...given?.options, lookup: publicOnlyLookup });
}

import { murmur3HashUtf16 } from '../util/murmur3';

/** Routing settings of an index (es-semantics §6.1). */
export interface RoutingSettings {
  numberOfShards: number;
  routingNumShards: number;
  routingPartitionSize: number;
}

const floorMod = (a: number, n: number) => ((a % n) + n) % n;

/** The shard a document goes to: Murmur3 of `routing ?? id`, as ES's OperationRouting. */
export function shardIdFor(id: string, routing: string | undefined, s: RoutingSettings): number {
  const key = routing ?? id;
  let hash = murmur3HashUtf16(key);
  if (s.routingPartitionSize > 1) {
    hash += floorMod(murmur3HashUtf16(id), s.routingPartitionSize);
    hash |= 0;
  }
  const routingFactor = s.routingNumShards / s.numberOfShards;
  return Math.floor(floorMod(hash, s.routingNumShards) / routingFactor);
}

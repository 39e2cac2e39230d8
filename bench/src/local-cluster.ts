/** The local cluster of `npm run cluster` (scripts/cluster/), as the bench's cluster scenario starts it. */
export { redisServerInstalled, startRedisServer, stopProcess } from '../../scripts/chaos/redis-server.ts';
export { ensureHaproxy } from '../../scripts/cluster/haproxy.ts';
export { startCluster, type Cluster } from '../../scripts/cluster/start-cluster.ts';

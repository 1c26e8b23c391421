// On its own: every function that enqueues reads its queue's variable, and importing it from
// shared/workers.ts put the workers' descriptions and every table's (shared/tables.ts) in its bundle.
// shared/workers.ts re-exports it.

/** The variable holding a worker's queue URL, given to every function that enqueues for it. */
export const workerQueueEnvVar = (id: string) => `QUEUE_${id.toUpperCase().replace(/-/g, '_')}_URL`;

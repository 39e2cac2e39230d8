/** How the api's queue behaves (JOB_* settings, docs/operations.md "Background jobs"). */
export interface JobQueueOptions {
  /** JOB_POLL_SECONDS: how often an idle worker asks for work (a job sent by this process is taken at once). */
  pollingIntervalSeconds: number;
  /**
   * JOB_EXPIRE_SECONDS: how long a worker may hold a job. A job held longer counts as abandoned (its worker died,
   * or hangs): it goes back to the queue and another worker takes it. Far longer than a job takes.
   */
  expireSeconds: number;
  /** JOB_RETRY_LIMIT: how many times an abandoned or failing job is tried again; then it goes to its dead letter. */
  retryLimit: number;
  /** JOB_MAINTENANCE_SECONDS: how often pg-boss looks for abandoned jobs (one replica does it each time). */
  maintenanceIntervalSeconds: number;
  /** JOB_WORKERS: false runs no worker in this process (it still sends jobs, and answers their progress). */
  workers: boolean;
}

export const JOB_QUEUE_DEFAULTS: JobQueueOptions = {
  pollingIntervalSeconds: 2,
  expireSeconds: 15 * 60,
  retryLimit: 3,
  maintenanceIntervalSeconds: 30,
  workers: true,
};

/**
 * Seconds a client (or a load balancer) is asked to wait before trying again when this
 * instance cannot serve for now: the database away, or not ready. Short, as the pool
 * reconnects by itself as soon as the database answers.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The commerce service: quotes, transactions and their state machine, provider notifications and the expiry
 * job. Each part lives in its own module; this one is the entry the routes and the webhook use.
 */
export { applyNotification, sameAmount, type NotificationResult } from "./notifications";
export { EXPIRE_JOB, expireIfDue, scheduleExpiry, type ExpireJob } from "./expiry";
export {
  createTransaction,
  listTransactions,
  ownTransaction,
  quote,
  transactionDetail,
} from "./transactions";
export { moveTransaction } from "./transitions";

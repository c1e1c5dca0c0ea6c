/**
 * What each screen that needs the server says while offline, in one place so the
 * wording stays consistent: what waits, and what happens when the connection returns.
 */
export const NEEDS_CONNECTION_TEXTS = {
  share: "Creating a shareable link needs a connection. Try again when you're back online.",
  adminLogin: "Logging in needs a connection to the server. Try again when you're back online.",
  adminArea: "The admin area needs a connection to the server. This page carries on as soon as you're back online.",
  vanityAdmin: "Vanity links are created, listed and deleted on the server, so this page needs a connection. It carries on as soon as you're back online.",
  batchAdmin: "Batch jobs run on the server, so this page needs a connection. It carries on as soon as you're back online.",
  progress: "Following this analysis needs a connection. It keeps running on the server, and its progress shows again as soon as you're back online.",
  vanityLink: "Opening a vanity link needs a connection. It opens as soon as you're back online.",
  report: "This report has not been opened in this browser before, so it needs a connection. It opens as soon as you're back online.",
  sessionUnreachable: 'Could not reach the server to check your session. Check your connection and try again.',
} as const;

/** The final line of a reply the server stopped because it is shutting down. */
export const SHUTDOWN_MESSAGE =
  'Waymark is restarting, so this reply stopped here. Your message is saved; ask again in a moment.';
export const REPLY_FAILED = 'Sorry, something went wrong while answering. Please try again.';

/**
 * The one mapping from a turn that failed to what the chat shows, once its reply has started
 * streaming (the status is already sent): null when the user left (nobody reads it), the shutdown's
 * line while the server closes, a domain error's own message (4xx: a limit, a refusal), and for
 * anything else a generic line. `log`: the caller logs the error with the request id.
 */
export function chatErrorMessage(
  error: unknown,
  { clientGone, closing }: { clientGone: AbortSignal; closing: AbortSignal },
): { message: string; log: boolean } | null {
  if (clientGone.aborted) return null;
  if (closing.aborted) return { message: SHUTDOWN_MESSAGE, log: false };
  const status = (error as { status?: number }).status;
  if (status && status < 500) return { message: (error as Error).message, log: true };
  return { message: REPLY_FAILED, log: true };
}

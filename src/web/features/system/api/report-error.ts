import { api } from '../../../api/client.ts';

/** docs/decisions.md D18: an error the app hit is logged server-side. Never throws. */
export function reportClientError(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  void api<null>('/api/client-errors', {
    method: 'POST',
    body: {
      message: err.message.slice(0, 2000),
      stack: err.stack?.slice(0, 8000),
      url: window.location.href.slice(0, 2000),
    },
  }).catch(() => {});
}

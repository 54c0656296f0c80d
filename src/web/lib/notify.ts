import { toast } from './toast.ts';

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/** Says when an AI limit made the local engine answer instead of the provider. */
export function notifyAiNotice(result: { aiNotice?: string | undefined }) {
  if (result.aiNotice) toast.info(result.aiNotice);
}

export function notifyError(error: unknown) {
  toast.error(errorMessage(error));
}

import { toast } from 'sonner';

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

export function notifyError(error: unknown) {
  toast.error(errorMessage(error));
}

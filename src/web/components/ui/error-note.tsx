/** An error said in words, announced to screen readers; renders nothing without a message. */
export function ErrorNote({ message, className = 'mb-3' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`${className} rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300`}
    >
      {message}
    </p>
  );
}

/** "today", "1 day ago", "3 days ago" from an ISO date. */
export function daysAgo(iso: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000));
  if (days === 0) return 'today';
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

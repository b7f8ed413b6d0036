/** Whether a signed media address (`…?expires=<seconds>&signature=…`) has expired by this browser's clock. */
export function hasExpired(url: string, now = Date.now()): boolean {
  const expires = Number(new URL(url, window.location.origin).searchParams.get('expires'));
  return expires > 0 && expires * 1000 <= now;
}

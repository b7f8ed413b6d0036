import { notifyManager } from '@tanstack/react-query';

/**
 * react-query's notices to the components (a query started, answered, failed) sent in one timer
 * for all the batches of a task, instead of a timer each (its documented `setScheduler`): the
 * queries a page starts at once set one timer, not one each, and the answers that come in one
 * task are drawn in one render.
 */
export function sendQueryNoticesTogether(): void {
  let queued: Array<() => void> = [];
  const sendQueued = () => {
    const notices = queued;
    queued = [];
    for (const notice of notices) {
      try {
        notice();
      } catch (error) {
        // The others are still sent; the error is reported as an uncaught one.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  notifyManager.setScheduler(notice => {
    queued.push(notice);
    if (queued.length === 1) setTimeout(sendQueued, 0);
  });
}

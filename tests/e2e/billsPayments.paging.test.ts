import { pageLists } from './harness';

// The same journeys against a server that pages its lists (LIST_PAGING=on): the app asks for each page.
pageLists('on');
await import('./billsPayments.test');

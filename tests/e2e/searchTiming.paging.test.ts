import { pageLists } from './harness';

// The same searches against a server that pages its lists (LIST_PAGING=on): the app asks for each page.
pageLists('on');
await import('./searchTiming.test');

import { describe, it } from 'vitest';
import { sharedBrowserAndServer } from './browser';
import { answerInSpecShapes } from './harness';
import { checkLiabilityCard } from './liability';

// The spec's backend: bare answer shapes, and no programme/ endpoints (404), as a backend built from the spec.
answerInSpecShapes('strict');
const session = sharedBrowserAndServer();

describe("the dashboard's liability card on the spec's backend", () => {
  it('works the same figures out in the browser from the totals and the pending requests, and says so', async () => {
    await checkLiabilityCard(session, { inBrowser: true, shotName: 'strict-liability' });
  });
});

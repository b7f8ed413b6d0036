import { describe, it } from 'vitest';
import { sharedBrowserAndServer } from './browser';
import { checkLiabilityCard } from './liability';

const session = sharedBrowserAndServer();

describe("the dashboard's liability card", () => {
  it("shows the reference server's figures under the totals, without a layout shift, in both themes and at 390 px", async () => {
    await checkLiabilityCard(session, { inBrowser: false, shotName: 'liability' });
  });
});

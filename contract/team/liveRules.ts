import { z } from 'zod';
import { id } from '../fields/ids';
import { LIVE_MESSAGES, TAB_ID, type PresenceReport } from './live';

const tabId = z.string({ error: LIVE_MESSAGES.badTab }).regex(TAB_ID, LIVE_MESSAGES.badTab);

/** The query of `GET live/events/`. */
export const liveEventsQuery = z.object({ tab: tabId });

/** The body of `PUT live/presence/`, checked. */
export const presenceReport = z.object({
  tab: tabId,
  record: z
    .object({
      resource: z.string({ error: LIVE_MESSAGES.badResource }).regex(TAB_ID, LIVE_MESSAGES.badResource),
      id: id(),
    })
    .nullable(),
}) satisfies z.ZodType<PresenceReport, unknown>;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEEKS_SHOWN } from '@/contract/programme/movement';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { described } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { programmeSettingsOf } from '@/server/programme/settings';
import { liabilityNow } from './liability';
import { movementOf } from './movement';

export const LIABILITY_ANSWER = described({
  type: 'object',
  description:
    'What the programme owes now, over the members the lists show: points and cash on their balances, what ' +
    'pending voucher and payout requests hold (taken from the balances when made), and the total in rupees',
  properties: {
    point_value: { type: 'number', description: 'The rupee value of a point' },
    points_outstanding: { type: 'integer', description: 'The members’ point balances summed' },
    cash_outstanding: { type: 'number', description: 'The members’ cash balances summed, rupees' },
    points_held: { type: 'integer', description: 'The points pending voucher requests hold' },
    cash_held: { type: 'number', description: 'The amounts pending payout requests hold, rupees' },
    total: {
      type: 'number',
      description: '(points_outstanding + points_held) × point_value + cash_outstanding + cash_held, rupees',
    },
  },
});

const count = (description: string) => ({ type: 'integer', description });
const rupees = (description: string) => ({ type: 'number', description: `${description}, rupees` });
const hours = (description: string) => ({ type: 'number', nullable: true, description: `${description}, hours` });

const WEEK_FIGURES = {
  week: {
    type: 'string',
    format: 'date',
    description: 'The week’s Monday, India’s date (weeks run Monday 00:00 IST on)',
  },
  bills_received: count('Bills uploaded in the week'),
  bills_approved: count('Bills approved in the week'),
  bills_rejected: count('Bills rejected in the week'),
  points_credited: count('Points credited by bills approved in the week'),
  cash_credited: rupees('Cash credited by bills approved in the week'),
  points_redeemed: count('Points taken from balances by voucher requests made in the week'),
  cash_redeemed: rupees('Cash taken from balances by payout requests made in the week'),
  points_refunded: count('Points given back by voucher requests rejected in the week'),
  cash_reversed: rupees('Cash given back by payout requests rejected in the week'),
  vouchers_redeemed: count('Voucher requests approved in the week'),
  payouts_paid: count('Payout requests approved in the week'),
  payouts_paid_amount: rupees('What the payout requests approved in the week paid'),
  new_members: count('Members who joined in the week (as the users and new-users lists show them)'),
  liability: rupees(
    'What the programme owed at the week’s end (the current week: now), as GET programme/liability/’s total, ' +
      'points at today’s point value',
  ),
  waiting: count('Bills, voucher requests and payout requests waiting for a decision at the week’s end'),
};

/** A kind's waits, `kinds` those the areas declare. */
const queueFigures = (kinds: string[]) => ({
  kind: { type: 'string', enum: kinds, description: 'The approvals inbox’s kind of item' },
  waiting: count('How many wait now, as the kind’s pending list counts them'),
  median_hours: hours('The median age of those waiting (nearest rank); null when none waits'),
  p90_hours: hours('The 90th percentile age of those waiting (nearest rank); null when none waits'),
  oldest_hours: hours('The oldest one’s age; null when none waits'),
});

/** The movement's answer, `kinds` the kinds of pending work the areas declare, in the inbox's order. */
export const movementAnswer = (kinds: string[]) =>
  described({
    type: 'object',
    description:
      'How the programme moved in the last twelve weeks, over the members the lists show, and how long its ' +
      'approval queue waits now. In front of a programme’s own backend (a gateway), a week’s figure its lists ' +
      'cannot give is null (not known)',
    properties: {
      point_value: {
        type: 'number',
        description: 'The rupee value of a point today, that each week’s liability counts',
      },
      weeks: {
        type: 'array',
        description: `The last ${WEEKS_SHOWN} weeks in India’s time, oldest first; the last is the current week, up to now`,
        items: { type: 'object', properties: WEEK_FIGURES },
      },
      queue: {
        type: 'array',
        description: `Each kind of the approvals inbox now, in this order: ${kinds.join(', ')}`,
        items: { type: 'object', properties: queueFigures(kinds) },
      },
    },
  });

export const PROGRAMME_PERMISSION = may('programme', 'show');

export const LIABILITY_SUMMARY =
  'What the programme owes now: balances and what pending requests hold, in points and rupees';

export const MOVEMENT_SUMMARY =
  'How the programme moved week by week (bills, points and cash, vouchers, payouts, members, what it owed, what ' +
  'waited) over the last twelve weeks, and the approval queue’s waits now';

/** What the programme owes now, and how it moved week by week. */
export const programmeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  documentArea(app, 'Programme');

  const liabilitySchema = {
    summary: LIABILITY_SUMMARY,
    response: { 200: LIABILITY_ANSWER },
  };
  app.get(
    '/programme/liability/',
    { schema: liabilitySchema, config: { permission: PROGRAMME_PERMISSION } },
    async () => liabilityNow(db, programmeSettingsOf(db).point_value),
  );

  const movementSchema = {
    summary: MOVEMENT_SUMMARY,
    response: { 200: movementAnswer(ctx.pending.map(queue => queue.kind)) },
  };
  app.get('/programme/movement/', { schema: movementSchema, config: { permission: PROGRAMME_PERMISSION } }, async () =>
    movementOf(db, programmeSettingsOf(db).point_value, ctx.now(), ctx.pending),
  );
};

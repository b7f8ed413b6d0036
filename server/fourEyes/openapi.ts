import { described } from '../openapi/answers';

/** `awaiting_second_approval` as the document describes it on a bill (with its figures) or a payout. */
export const firstApprovalProperty = (figures: boolean) => ({
  awaiting_second_approval: {
    type: 'object',
    nullable: true,
    description:
      'Four eyes: the first approval of a pending item above its threshold (programme settings four_eyes_*), ' +
      'awaiting another administrator’s; null without one. Cleared when the item is decided',
    properties: {
      by: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
      at: { type: 'string', format: 'date-time' },
      ...(figures && {
        points_earned: { type: 'integer', description: 'The points the first approval gave: the second confirms them' },
        cash_earned: { type: 'number', description: 'The rupees of cash the first approval gave' },
      }),
    },
  },
});

/** The 202 of a first approval, and the refusals of a second, as the document lists them beside the 200. */
export const fourEyesAnswers = (figures: boolean) => ({
  202: described({
    type: 'object',
    description:
      'A first approval above the four-eyes threshold: recorded, nothing paid or credited; the item stays pending',
    properties: { message: { type: 'string' }, ...firstApprovalProperty(figures) },
  }),
  403: described({ description: 'The administrator who gave the first approval cannot give the second' }),
  ...(figures && {
    409: described({ description: 'A second approval with other figures than the first’s: confirm them or reject' }),
  }),
});

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manualOutcome } from '@/contract/kyc/input';
import { KYC_PARTS, type KycPart, type KycState } from '@/contract/kyc/states';
import type { Action } from '@/contract/team/roles';
import type { RouteOptions } from '@/server/context';
import { HttpError } from '@/server/errors';
import { jsonFields } from '@/server/input';
import { record } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { memberFiguresOf } from './current';
import { kycMember } from './records';
import { KYC_MEMBER, kycRouteKit, memberParams } from './routeKit';
import { kycSettingsOf } from './settings';
import type { KycSource } from './source';
import {
  confirmManual,
  keepUnanswered,
  numberToCheck,
  partWords,
  proposeManual,
  recordVerdict,
  refuseOverLimit,
} from './store';
import { verdictOn, verifierNamed } from './verifiers';
import { VerifierDown, type Verdict } from './verifiers/verifier';

const answered = { 200: record(`The member's KYC: ${KYC_MEMBER}`) };

/** The options of a route on a member's part without a body: its summary and the `kyc` action it needs. */
const onMember = (summary: string, action: Action) => ({
  schema: { summary, params: memberParams, response: answered },
  config: { permission: may('kyc', action) },
});

/** Checks of a member's PAN and payout account, as `source` keeps them: by the configured verifier, or by hand and confirmed by another. */
export const checkRoutes =
  (source: KycSource): FastifyPluginAsyncZod<RouteOptions> =>
  async (app, { ctx }) => {
    const { db, audited, acting } = kycRouteKit(app, ctx);

    /** The member's figures as they are now, brought up to date first. */
    const figuresOf = async (request: FastifyRequest, member: number) => {
      await source.refresh(request, member);
      return memberFiguresOf(db, source, member);
    };

    const noted = (member: number, summary: string) =>
      ({ action: 'update', target: 'user', id: member, summary: () => summary }) as const;

    for (const part of KYC_PARTS) {
      const words = partWords(part);

      app.post(
        `/kyc/members/:id/${part}/check/`,
        onMember(
          `Check the member's ${words} with the configured verifier; 429 over the member's limit, 502/503 when the verifier gave no verdict (nothing recorded)`,
          'create',
        ),
        async request => {
          const member = request.params.id;
          const figures = await figuresOf(request, member);
          const number = numberToCheck(figures, part);
          const settings = kycSettingsOf(db);
          const verifier = verifierNamed(settings.verifier);
          const by = acting(request);
          refuseOverLimit(db, member, by.now);
          let verdict: Verdict<KycState>;
          try {
            verdict = await verdictOn(verifier, part, { figures, number, threshold: settings.name_match_threshold });
          } catch (error) {
            if (!(error instanceof VerifierDown)) throw error;
            keepUnanswered(
              db,
              { member, part, verifier: verifier.name, request: error.request, answer: error.answer },
              by,
            );
            throw new HttpError(error.status, error.message);
          }
          const summary = `Checked the ${words} of ${figures.member_name} (${verifier.name}): ${verdict.state.replace('_', ' ')}`;
          audited(request, noted(member, summary), () =>
            recordVerdict(db, { member, part, checked: number, verifier: verifier.name, verdict }, by),
          );
          return kycMember(db, source, member);
        },
      );

      app.post(
        `/kyc/members/:id/${part}/manual/`,
        {
          schema: {
            summary: `Record by hand whether the member's ${words} is verified, with a reason: it awaits another administrator's confirmation`,
            params: memberParams,
            body: jsonFields(manualOutcome),
            response: answered,
          },
          config: { permission: may('kyc', 'edit') },
        },
        async request => {
          const member = request.params.id;
          const figures = await figuresOf(request, member);
          const { verified, reason } = request.body;
          const summary = `Recorded the ${words} of ${figures.member_name} as ${verified ? 'verified' : 'not verified'} by hand, awaiting confirmation: ${reason}`;
          audited(request, noted(member, summary), () =>
            proposeManual(db, { figures, part, verified, reason }, acting(request)),
          );
          return kycMember(db, source, member);
        },
      );

      app.post(
        `/kyc/members/:id/${part}/confirm/`,
        onMember(
          `Confirm the manual outcome awaiting on the member's ${words} (403 to the administrator who recorded it)`,
          'approve',
        ),
        async request => {
          const member = request.params.id;
          const figures = await figuresOf(request, member);
          audited(
            request,
            {
              action: 'approve',
              target: 'user',
              id: member,
              summary: (state: KycState) => `Confirmed the ${words} of ${figures.member_name} as ${state} (four eyes)`,
            },
            () => confirmManual(db, { figures, part: part as KycPart }, acting(request)),
          );
          return kycMember(db, source, member);
        },
      );
    }
  };

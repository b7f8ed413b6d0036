import type { FastifyInstance } from 'fastify';
import { specShapeOfAnswer, specShapeOfPageItem } from './endpoints';
import { isPage, project } from './project';

/**
 * The header that asks for the reference server's full answer in strict mode: for tests
 * that check what the server stored, never sent by the app.
 */
export const FULL_SHAPES_HEADER = 'x-spec-shapes';

/** The decoration marking the API's scope in strict mode: its route modules inherit it. */
const STRICT = 'answersInSpecShapes';

/** Whether a route module's instance answers in the spec's bare shapes (a backend without the reference server's extras, four eyes among them). */
export const answersInSpecShapes = (app: FastifyInstance): boolean => app.hasDecorator(STRICT);

/**
 * SPEC_SHAPES=strict: every answer of the table goes out with only the spec's fields, so
 * that the app is tried against the spec's bare shapes (the reference server's extras,
 * like a voucher request's `status` or the `*_display` labels, are dropped).
 */
export function answerInSpecShapes(api: FastifyInstance): void {
  api.decorate(STRICT, true);
  api.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url?.slice(api.prefix.length) ?? '';
    const key = `${request.method} ${route}`;
    if (!specShapeOfAnswer[key] || typeof payload !== 'string' || reply.statusCode >= 300) return payload;
    if (request.headers[FULL_SHAPES_HEADER] === 'full') return payload;
    const answer: unknown = JSON.parse(payload);
    return JSON.stringify(project(answer, (isPage(answer) && specShapeOfPageItem[key]) || specShapeOfAnswer[key]));
  });
}

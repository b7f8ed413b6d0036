import type { FastifyPluginAsync } from 'fastify';
import { todayInIndia } from '../calendar';
import type { RouteOptions } from '../context';
import { groupedByTime, NOTIFICATION_NOT_FOUND, notificationList, readNotification } from '../notifications/records';
import { pagedRoute } from '../paging/answer';
import { idParam } from '../validation';

type IdParams = { Params: { id: string } };

/** The admin's notifications, written by the database when members register, upload bills or make requests. */
export const notificationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;

  app.get(
    '/main/admin-notifications/grouped-by-time/',
    pagedRoute(
      ctx,
      () => notificationList(db, todayInIndia(now())),
      async () => groupedByTime(db, todayInIndia(now())),
    ),
  );

  app.get<IdParams>('/main/admin-notifications/:id/', async request =>
    readNotification(db, idParam(request.params.id, NOTIFICATION_NOT_FOUND)),
  );
};

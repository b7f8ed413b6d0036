import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { todayInIndia } from '@/server/calendar';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { groupedByTime, NOTIFICATION_NOT_FOUND, notificationList, readNotification } from './records';
import { record } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';

/** The admin's notifications, written by the database when members register, upload bills or make requests. */
export const notificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  documentArea(app, 'Notifications');

  listRoute(app, ctx, '/main/admin-notifications/grouped-by-time/', {
    summary: "The last week's notifications, grouped by time; as a page, one flat list naming each item's group",
    permission: may('notifications', 'list'),
    answer: record('{today, yesterday, this_week, last_week}: the notifications by group; with `page`, a DRF page'),
    filters: notificationList(db, todayInIndia(now())).filters,
    list: () => notificationList(db, todayInIndia(now())),
    whole: async () => groupedByTime(db, todayInIndia(now())),
  });

  const readSchema = {
    summary: 'A notification, marked read',
    params: idParams(NOTIFICATION_NOT_FOUND),
    response: { 200: record('The notification') },
  };
  app.get(
    '/main/admin-notifications/:id/',
    { schema: readSchema, config: { permission: may('notifications', 'show') } },
    async request => readNotification(db, request.params.id),
  );
};

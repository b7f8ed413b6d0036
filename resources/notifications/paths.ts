/** The notifications area's path (the spec's client route table). */
export const notificationPaths = {
  notifications: '/notifications',
} as const;

/** The area's screens at the spec's paths, mounted inside the layout by the App. */
export const catalogueRoutes = <></>;

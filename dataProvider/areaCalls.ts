/**
 * Every area's named calls as methods of the data provider: each area's endpoints file adds its own by
 * declaration merging, so they stay typed though the data provider never imports the areas.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come by declaration merging
export interface AreaCalls {}

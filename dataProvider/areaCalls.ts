/** Every area's named calls as the data provider's methods, added by each endpoints file's declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come by declaration merging
export interface AreaCalls {}

/**
 * Every area's named calls (approve, import…), as methods of the data provider. Each area's
 * endpoints file (resources/<area>/endpoints.ts) adds its own by declaration merging
 * (`declare module '@/dataProvider/areaCalls'`), so the methods stay typed although the data
 * provider is composed at run time from the list of areas it is given (src/areas.ts), which the
 * data provider does not import.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come by declaration merging
export interface AreaCalls {}

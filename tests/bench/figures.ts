export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Figures in ms, as the reports print them: '12, 9, 14'. */
export const msList = (values: number[]) => values.map(ms => ms.toFixed(0)).join(', ');

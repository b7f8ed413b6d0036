// Stands in for the `object.entries` polyfill node-polyglot requires: every browser the app
// supports has Object.entries, and the polyfill's helpers weighed 16 KB in the first load.
module.exports = Object.entries;

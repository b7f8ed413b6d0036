/**
 * Every bill, in one call (a backend answering whole arrays has it cached; a paging one answers its
 * first page): what the risk and duplicate rules fall back on where the backend does not answer them.
 */
export const everyBill = {
  pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
  sort: { field: 'date_added', order: 'DESC' as const },
};

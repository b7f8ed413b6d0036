/** A list's address showing only the records that match `filter` (react-admin's `filter` parameter). */
export const filteredListPath = (list: string, filter: Record<string, string>) =>
  `${list}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

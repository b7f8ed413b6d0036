/** "First Last", as the lists show a person's name and search it. */
export const fullName = (record: Record<string, unknown>) =>
  [record.first_name, record.last_name].filter(part => typeof part === 'string' && part.trim()).join(' ');

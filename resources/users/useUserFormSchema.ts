import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { newUser, userChanges, type User, type UserFormChoices } from '@/contract/users';
import { isoDateInIndia } from '@/src/lib/format';

/** The programme's calendar day is India's. */
const today = () => isoDateInIndia();

/**
 * The keys of a choice list once it is loaded. Until then, or when it failed (the form says so),
 * the form has nothing to offer but the stored value, which it lets through for the server to judge.
 */
const keysOr = (records: RaRecord[] | undefined, stored: unknown): string[] => {
  if (records) return records.map(record => String(record.id));
  return typeof stored === 'string' && stored !== '' ? [stored] : [];
};

/**
 * The contract's rules of the user form: newUser to add one, userChanges to edit `user`; the
 * user and firm types are the lists the server gives (the same queries as useUserChoices).
 */
export function useUserFormSchema(user?: User) {
  const { data: userTypes } = useGetList('userTypes', {});
  const { data: firmTypes } = useGetList('firmTypes', {});
  const editing = !!user;
  const storedUserType = user?.user_type;
  const storedFirmType = user?.firm_type;
  return useMemo(() => {
    const choices: UserFormChoices = {
      today,
      userTypes: keysOr(userTypes, storedUserType),
      firmTypes: keysOr(firmTypes, storedFirmType),
    };
    return editing ? userChanges(choices) : newUser(choices);
  }, [editing, userTypes, firmTypes, storedUserType, storedFirmType]);
}

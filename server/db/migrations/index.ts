import type { Migration } from '../migrate';
import { initial } from './001_initial';
import { liveUniqueContacts } from './002_live_unique_contacts';
import { singleUse } from './003_single_use';

export const migrations: Migration[] = [initial, liveUniqueContacts, singleUse];

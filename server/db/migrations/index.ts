import type { Migration } from '../migrate';
import { initial } from './001_initial';

export const migrations: Migration[] = [initial];

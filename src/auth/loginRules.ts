import { login } from '@/contract/session';
import { schemaResolver } from '../ui/form/schemaResolver';

/** The contract's rules for signing in (login), as the login form checks them on submit. */
export const loginResolver = schemaResolver<{ email: string; password: string }>(login);

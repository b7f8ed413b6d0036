import { postWithoutToken, stringField } from './sessionCalls';
import { acknowledgeSessionExpiry } from './sessionExpiry';
import { storeTokens } from './tokens';

/** The gateway's code for a sign-in the upstream accepted that no owner has given a role yet. */
export const AWAITING_ACCESS = 'awaiting_access';

/** A sign-in the server refused, or that could not reach it; `message` is for the person, `code` the server's, if any. */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

export interface LoginMessages {
  failed: (serverMessage?: string) => string;
  unreachable: string;
  succeeded: (serverMessage?: string) => string;
}

/** Signs in through the admin endpoint, stores the session and returns the success text. */
export async function signIn(email: string, password: string, messages: LoginMessages) {
  let answer;
  try {
    answer = await postWithoutToken('user/admin/login/', { email, password });
  } catch {
    throw new LoginError(messages.unreachable);
  }
  const serverMessage = stringField(answer.body, 'message') ?? stringField(answer.body, 'detail');
  const access = stringField(answer.body, 'access');
  if (answer.status === 403 && stringField(answer.body, 'code') === AWAITING_ACCESS && serverMessage) {
    throw new LoginError(serverMessage, AWAITING_ACCESS);
  }
  if (!answer.ok || !access) throw new LoginError(messages.failed(serverMessage));
  storeTokens(access, stringField(answer.body, 'refresh'), answer.askedAt, stringField(answer.body, 'role'));
  acknowledgeSessionExpiry();
  return messages.succeeded(serverMessage);
}

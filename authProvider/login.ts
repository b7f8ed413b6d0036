import { postWithoutToken, stringField } from './sessionCalls';
import { acknowledgeSessionExpiry } from './sessionExpiry';
import { storeTokens } from './tokens';

/** A sign-in the server refused, or that could not reach it; `message` is for the person. */
export class LoginError extends Error {
  constructor(message: string) {
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
  if (!answer.ok || !access) throw new LoginError(messages.failed(serverMessage));
  storeTokens(access, stringField(answer.body, 'refresh'), answer.askedAt);
  acknowledgeSessionExpiry();
  return messages.succeeded(serverMessage);
}

import { HttpError } from 'react-admin';
import { apiUrl } from '@/authProvider/apiUrl';
import { getValidAccessToken, refreshAccessToken } from '@/authProvider';
import { toHttpError } from './httpError';
import { sendWithProgress } from './sendWithProgress';

export type Query = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A JSON body, or FormData for a multipart one. */
  body?: unknown;
  /** False for the calls made before sign-in, which carry no bearer token. */
  authenticated?: boolean;
  /** What the person reads when the server sends no message of its own: an i18n key. */
  fallbackMessage?: string;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  /** Told the fraction of the body sent so far (0 to 1), for uploads a person watches. */
  onUploadProgress?: (fraction: number) => void;
}

/** i18n keys (src/i18n/en.ts) of the messages of failures without a server message. */
export const networkErrorMessage = 'app.errors.network';
const defaultFallback = 'app.errors.unexpected';

async function readBody(response: Response, responseType: 'json' | 'blob') {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
}

async function send(url: string, options: RequestOptions, token: string | null) {
  try {
    const init = buildInit(options, token);
    return await (options.onUploadProgress ? sendWithProgress(url, init, options.onUploadProgress) : fetch(url, init));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new HttpError(networkErrorMessage, 0, {});
  }
}

/** One call to the backend; a 401 gets one refresh and one retry, as the server may see the token expire first. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const authenticated = options.authenticated ?? true;
  let token = authenticated ? await getValidAccessToken() : null;
  let response = await send(url, options, token);
  if (response.status === 401 && token) {
    token = await refreshAccessToken(token);
    response = await send(url, options, token);
  }
  const body = await readBody(response, options.responseType ?? 'json');
  if (!response.ok) {
    throw toHttpError(response.status, body, options.fallbackMessage ?? defaultFallback);
  }
  return body as T;
}

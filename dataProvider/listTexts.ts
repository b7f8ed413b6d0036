import { apiUrl } from '@/authProvider/apiUrl';

/** How many items a whole list asks for per page of a paging backend. */
export const wholeListPageSize = 1000;

/** A failed read of a list: the status and what the server said, for the caller to word. */
export class ListReadError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The list answered ${status}`);
    this.name = 'ListReadError';
  }
}

const looksLikeDrfPage = (answer: unknown): answer is { count: number; results: unknown[] } =>
  !!answer &&
  typeof answer === 'object' &&
  Array.isArray((answer as { results?: unknown }).results) &&
  typeof (answer as { count?: unknown }).count === 'number';

/** Every item of a list as its answers' unparsed texts, by plain `fetch`, for a worker to read off the main thread. */
export async function fetchListTexts(path: string, token: string | null): Promise<string[]> {
  const fetchPage = async (page?: number) => {
    const response = await fetch(apiUrl(path, { page, page_size: wholeListPageSize }), {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    const text = await response.text();
    if (!response.ok) throw new ListReadError(response.status, text);
    return text;
  };
  const first = await fetchPage();
  if (!first.trimStart().startsWith('{')) return [first];
  const answer: unknown = JSON.parse(first);
  if (!looksLikeDrfPage(answer) || answer.results.length === 0) return [first];
  const pageCount = Math.ceil(answer.count / answer.results.length);
  const rest = await Promise.all(Array.from({ length: pageCount - 1 }, (_, index) => fetchPage(index + 2)));
  return [first, ...rest];
}

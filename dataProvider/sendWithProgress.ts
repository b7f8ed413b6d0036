/** Statuses whose responses must have no body (the Response constructor refuses one). */
const nullBodyStatuses = new Set([101, 204, 205, 304]);

function headersOf(xhr: XMLHttpRequest) {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** fetch() as XMLHttpRequest, which alone reports an upload's progress; it fails as fetch does. */
export function sendWithProgress(url: string, init: RequestInit, onProgress: (fraction: number) => void) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.responseType = 'blob';
    xhr.upload.onprogress = event => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      const body = nullBodyStatuses.has(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

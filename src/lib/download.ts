/** The window event announcing a saved file (`detail`: its name), which the layout tells the person about. */
export const fileSavedEvent = 'app:file-saved';

/** Saves a blob under the given file name. */
export function saveBlob(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  window.dispatchEvent(new CustomEvent(fileSavedEvent, { detail: fileName }));
}

/** Saves the file at a same-origin address under the given name. Rejects when it cannot be fetched. */
export async function downloadFile(url: string, fileName: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  saveBlob(await response.blob(), fileName);
}

/** Image types the spec accepts for uploads: JPEG, JPG, PNG or WebP. */
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];
const acceptedExtensions = ['jpg', 'jpeg', 'png', 'webp'];

/** The `accept` attribute of an image file input. */
export const imageAccept = [...acceptedTypes, ...acceptedExtensions.map(extension => `.${extension}`)].join(',');

export function isAcceptedImage(file: File) {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return acceptedTypes.includes(file.type) && acceptedExtensions.includes(extension);
}

export interface CompressionOptions {
  /** Longest side of the result in pixels (800 for user photos, 1200 for product images). */
  maxSide: number;
  /** Target size in kilobytes (about 100). */
  targetKb?: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A JPEG of about 100 KB whose longest side is at most `maxSide`, compressed in a Web
 * Worker so the page stays responsive. The library is loaded on first use, and the worker
 * loads it from this site (never from a CDN).
 */
export async function compressImage(file: File, { maxSide, targetKb = 100, onProgress, signal }: CompressionOptions) {
  const [{ default: imageCompression }, { default: libraryUrl }] = await Promise.all([
    import('browser-image-compression'),
    import('browser-image-compression/dist/browser-image-compression.js?url'),
  ]);
  const compressed = await imageCompression(file, {
    maxSizeMB: targetKb / 1024,
    maxWidthOrHeight: maxSide,
    fileType: 'image/jpeg',
    maxIteration: 15,
    useWebWorker: true,
    libURL: new URL(libraryUrl, window.location.origin).href,
    onProgress,
    signal,
  });
  const name = file.name.replace(/\.[^.]+$/, '') || 'image';
  return new File([compressed], `${name}.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
}

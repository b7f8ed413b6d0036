import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { ProductMedia } from './catalogueTypes';
import type { MediaKind } from './productCalls';
import { compressImage, isAcceptedImage } from '@/src/lib/images';
import { isTimeout, withTimeout } from '@/src/lib/withTimeout';
import { usePopup } from '@/src/ui/PopupProvider';
import { mediaDeleteError, mediaSaveError } from './productErrors';
import { uploadTimeoutMs } from './useAddProduct';

/** The detail page's compressor: 500 px, 20 s at most (spec, section 9); the server's data comes back 3 s after an upload. */
export const detailImageSide = 500;
export const detailCompressionTimeoutMs = 20_000;
export const mediaSyncDelayMs = 3_000;

export type Badge = 'uploading' | 'new';

/** An image as shown: the server's, or a local preview while (or just after) it uploads. */
export interface ShownImage {
  key: string;
  id?: Identifier;
  url: string | null;
  badge?: Badge;
}

let localKey = 0;

const urlOf = (item: ProductMedia, kind: MediaKind) => (kind === 'images' ? item.image : item.site_installed_images);

/**
 * A product's images or site images with their add, replace and delete. Local previews
 * carry an 'uploading' badge, then 'new' until the background sync brings the server's data.
 */
export function useProductMedia(
  productId: Identifier,
  kind: MediaKind,
  media: ProductMedia[] | undefined,
  onSync: () => Promise<unknown>,
) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.products.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const popup = usePopup();
  const [added, setAdded] = useState<ShownImage[]>([]);
  const [replaced, setReplaced] = useState<Record<string, ShownImage>>({});
  const syncTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      clearTimeout(syncTimer.current);
      urls.forEach(url => URL.revokeObjectURL(url));
    };
  }, []);
  const previewOf = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  };
  /** Local previews no longer shown free their memory. */
  const release = (items: ShownImage[]) =>
    items.forEach(item => {
      if (item.url && previews.current.delete(item.url)) URL.revokeObjectURL(item.url);
    });

  const scheduleSync = useCallback(() => {
    clearTimeout(syncTimer.current);
    syncTimer.current = setTimeout(async () => {
      await onSync();
      setAdded(items => {
        release(items.filter(item => item.badge === 'new'));
        return items.filter(item => item.badge !== 'new');
      });
      setReplaced(items => {
        release(Object.values(items).filter(item => item.badge === 'new'));
        return Object.fromEntries(Object.entries(items).filter(([, item]) => item.badge !== 'new'));
      });
    }, mediaSyncDelayMs);
  }, [onSync]);

  /** The accepted files compressed, or null after telling why not. */
  const prepare = async (files: File[]) => {
    if (files.length === 0) return null;
    if (!files.every(isAcceptedImage)) {
      popup.showError(files.length === 1 ? t('invalid_image') : t('invalid_batch'));
      return null;
    }
    try {
      const compressed: File[] = [];
      for (const file of files) {
        compressed.push(
          await withTimeout(detailCompressionTimeoutMs, signal =>
            compressImage(file, { maxSide: detailImageSide, signal }),
          ),
        );
      }
      return compressed;
    } catch (error) {
      console.error(error);
      const title = translate('app.images.compression_failed_title');
      popup.showError(isTimeout(error) ? t('compression_timeout') : translate('app.images.compression_failed'), title);
      return null;
    }
  };

  const add = async (files: File[]) => {
    const compressed = await prepare(files);
    if (!compressed) return;
    const items: ShownImage[] = compressed.map(file => ({
      key: `local-${(localKey += 1)}`,
      url: previewOf(file),
      badge: 'uploading' as Badge,
    }));
    const keys = new Set<string>(items.map(item => item.key));
    setAdded(current => [...current, ...items]);
    try {
      await withTimeout(uploadTimeoutMs, signal => dataProvider.addProductMedia(productId, kind, compressed, signal));
      setAdded(current => current.map(item => (keys.has(item.key) ? { ...item, badge: 'new' } : item)));
      scheduleSync();
    } catch (error) {
      release(items);
      setAdded(current => current.filter(item => !keys.has(item.key)));
      popup.showError(mediaSaveError(error, translate, 'app.products.image_upload_failed', isTimeout(error)));
    }
  };

  const replace = async (target: ShownImage, file: File) => {
    if (target.id === undefined) return;
    const mediaId = target.id;
    const [compressed] = (await prepare([file])) ?? [];
    if (!compressed) return;
    const key = String(mediaId);
    const url = previewOf(compressed);
    setReplaced(current => ({ ...current, [key]: { ...target, url, badge: 'uploading' } }));
    try {
      await withTimeout(uploadTimeoutMs, signal => dataProvider.updateProductMedia(mediaId, kind, compressed, signal));
      setReplaced(current => ({ ...current, [key]: { ...target, url, badge: 'new' } }));
      scheduleSync();
    } catch (error) {
      release([{ key, url }]);
      setReplaced(({ [key]: _dropped, ...rest }) => rest);
      const fallback = kind === 'images' ? 'app.products.image_update_failed' : 'app.products.site_image_update_failed';
      popup.showError(mediaSaveError(error, translate, fallback, isTimeout(error)));
    }
  };

  const remove = async (target: ShownImage) => {
    if (target.id === undefined) return;
    try {
      await dataProvider.deleteProductMedia(target.id);
      await onSync();
      void popup.showSuccess(t('image_deleted'), translate('app.common.deleted_title'));
    } catch (error) {
      popup.showError(mediaDeleteError(error, translate), t('delete_failed_title'));
    }
  };

  const fromServer = (media ?? [])
    .filter(item => urlOf(item, kind))
    .map(item => replaced[String(item.id)] ?? { key: String(item.id), id: item.id, url: urlOf(item, kind) });
  const shown = [...fromServer, ...added];
  return { shown, add, replace, remove };
}

import type { ImageAsset } from '@shared/schemas/images';
import { upload } from '@web/api';
import { apiKey, restart, useApiMutation, useApiPages } from '@web/api/query';

/** Images shown at a time in the picker: a grid of small previews. */
export const IMAGE_PAGE_SIZE = 24;

/** The library's images, newest first as the server answers, searched by name. */
export const useImages = (q: string) => useApiPages('images.list', { query: { q: q.trim() || undefined, limit: IMAGE_PAGE_SIZE } });

/** Upload and delete; after either the list starts over at page one (a new image is at its top). */
export function useImageWrites() {
  const remove = useApiMutation('images.delete', { onSuccess: () => void restart(apiKey('images.list')) });
  return {
    upload: async (file: File): Promise<ImageAsset> => {
      const image = await upload('images.upload', { file });
      await restart(apiKey('images.list'));
      return image;
    },
    remove: (id: string) => remove.mutateAsync({ params: { id } }),
  };
}

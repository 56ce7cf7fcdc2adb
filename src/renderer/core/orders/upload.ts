/** Photo upload of the order screens (after-sale evidence, review photos): `/api/upload/image`. */
import { REPLY } from '../../../shared/constants';
import { http } from '../api/client';
import { shrinkImage } from '../wallet/shrink-image';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedImage(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/** Scales a large photo down, uploads it and answers its URL; throws when it failed. */
export async function uploadPhoto(file: File): Promise<string> {
  const blob = await shrinkImage(file);
  const res = await http().upload<{ url: string }>({
    url: 'api/upload/image',
    file: blob,
    fileName: blob === file ? file.name : 'photo.jpg',
    name: 'file',
    loginRequired: true,
  });
  if (res.code !== REPLY.OK || !res.data?.url) throw new Error(res.message || 'upload failed');
  return res.data.url;
}

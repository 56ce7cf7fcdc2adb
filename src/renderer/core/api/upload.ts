/**
 * Photo upload of the order screens (after-sale evidence, review photos): `/api/upload/image`;
 * the real-name screen's ID card photos go to `/api/upload/private_image` (`area: 'private'`):
 * stored apart and readable by their owner only (private-image.ts shows them).
 */
import { useRef, useState, type RefObject } from 'react';
import { REPLY } from '../../../shared/constants';
import type { RouteOutput } from '../../../shared/contract/route';
import type { UPLOAD } from '../../../shared/contract/user';
import { http } from './client';
import { shrinkImage } from '../platform/shrink-image';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedImage(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

export type UploadArea = 'public' | 'private';

export const UPLOAD_URL: Record<UploadArea, string> = {
  public: 'api/upload/image',
  private: 'api/upload/private_image',
};

/** Scales a large photo down, uploads it and answers its URL; throws when it failed. */
export async function uploadPhoto(file: File, area: UploadArea = 'public'): Promise<string> {
  const blob = await shrinkImage(file);
  // multipart: `upload`, not `call`; the answer is the contract's (both areas answer alike)
  const res = await http().upload<RouteOutput<typeof UPLOAD.image>>({
    url: UPLOAD_URL[area],
    file: blob,
    fileName: blob === file ? file.name : 'photo.jpg',
    name: 'file',
    loginRequired: true,
  });
  if (res.code !== REPLY.OK || !res.data?.url) throw new Error(res.message || 'upload failed');
  return res.data.url;
}

/**
 * One photo chosen through a file input and uploaded at once (uploadPhoto): the busy and failed
 * states and the input's ref (cleared after each try, so the same file can be picked again).
 * `onStart` runs when an accepted file was picked (a preview), `onError` with a failure.
 */
export function usePhotoUpload(
  onUploaded: (url: string) => void,
  opts: {
    onStart?: (file: File) => void;
    onError?: (error: unknown) => void;
    /** 'private' for ID card photos */
    area?: UploadArea;
  } = {},
): {
  busy: boolean;
  failed: boolean;
  input: RefObject<HTMLInputElement | null>;
  choose: (file: File | undefined) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedImage(file.type)) {
      setFailed(true);
      return;
    }
    opts.onStart?.(file);
    setFailed(false);
    setBusy(true);
    try {
      onUploaded(await uploadPhoto(file, opts.area));
    } catch (e) {
      opts.onError?.(e);
      setFailed(true);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return { busy, failed, input, choose };
}

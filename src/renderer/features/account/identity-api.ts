/**
 * Real-name verification and its private photo upload (docs/api-wallet-account.md). Answers are masked:
 * `3301**********1234`, name `张*`.
 */
import type { IdCardInfo, UploadResult } from '../../../shared/contract';
import type { IDENTITY } from '../../../shared/contract/account';
import { http } from '../../core/api/client';

const LOGIN = { loginRequired: true } as const;

export type { IdCardInfo };

export const getIdCard = () =>
  http().call<typeof IDENTITY.get>('GET', 'api/user/get_id_card', {}, LOGIN);

export const checkIdCard = (v: {
  name: string;
  id_card: string;
  front_image: string;
  back_image: string;
}) => http().call<typeof IDENTITY.check>('POST', 'api/user/check_id_card', v, LOGIN);

/**
 * Uploads an ID card photo (jpeg/png/webp, at most 5 MB) to the private area; answers its URL,
 * `/api/upload/private/<key>`, readable by the owner's session only (features/wallet/private-image).
 */
export const uploadImage = (file: Blob, fileName = 'image.jpg') =>
  http().upload<UploadResult>({
    url: 'api/upload/private_image',
    file,
    fileName,
    name: 'file',
    loginRequired: true,
  });

/** The home and content area's endpoints (issue 23, part content; contract shared/contract/ops-content.ts). */
import type { ContentClauseType, OPS_CONTENT } from '../../../../../shared/contract/ops-content';
import { operatorHttp } from '../../../../core/api/operator';
import { unwrap } from '../../../../core/data';
import type { FormObject } from '../../../../../shared/form-encoding';

type R = typeof OPS_CONTENT;

export const contentApi = {
  banners: (q: { page: number; limit: number }, signal?: AbortSignal) =>
    unwrap(operatorHttp().call<R['banners']>('GET', 'api/ops/content/banners', q, { signal })),
  bannerCreate: (b: FormObject) =>
    unwrap(operatorHttp().call<R['bannerCreate']>('POST', 'api/ops/content/banners/create', b)),
  bannerUpdate: (b: FormObject) =>
    unwrap(operatorHttp().call<R['bannerUpdate']>('POST', 'api/ops/content/banners/update', b)),
  bannerDelete: (id: number) =>
    unwrap(
      operatorHttp().call<R['bannerDelete']>('POST', 'api/ops/content/banners/delete', { id }),
    ),
  upload: (file: Blob) =>
    unwrap(operatorHttp().upload<{ url: string }>('api/ops/content/upload', file)),
  zones: (signal?: AbortSignal) =>
    unwrap(operatorHttp().call<R['zones']>('GET', 'api/ops/content/zones', {}, { signal })),
  zoneUpdate: (b: FormObject) =>
    unwrap(operatorHttp().call<R['zoneUpdate']>('POST', 'api/ops/content/zones/update', b)),
  notices: (signal?: AbortSignal) =>
    unwrap(operatorHttp().call<R['notices']>('GET', 'api/ops/content/notices', {}, { signal })),
  noticesSave: (list: string[]) =>
    unwrap(operatorHttp().call<R['noticesSave']>('POST', 'api/ops/content/notices/save', { list })),
  articles: (q: { page: number; limit: number }, signal?: AbortSignal) =>
    unwrap(operatorHttp().call<R['articles']>('GET', 'api/ops/content/articles', q, { signal })),
  articleCreate: (b: FormObject) =>
    unwrap(operatorHttp().call<R['articleCreate']>('POST', 'api/ops/content/articles/create', b)),
  articleUpdate: (b: FormObject) =>
    unwrap(operatorHttp().call<R['articleUpdate']>('POST', 'api/ops/content/articles/update', b)),
  articlePublish: (id: number, publish: boolean) =>
    unwrap(
      operatorHttp().call<R['articlePublish']>('POST', 'api/ops/content/articles/publish', {
        id,
        publish,
      }),
    ),
  announcements: (q: { page: number; limit: number }, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<R['announcements']>('GET', 'api/ops/content/announcements', q, {
        signal,
      }),
    ),
  announcementCreate: (b: FormObject) =>
    unwrap(
      operatorHttp().call<R['announcementCreate']>(
        'POST',
        'api/ops/content/announcements/create',
        b,
      ),
    ),
  announcementSend: (id: number) =>
    unwrap(
      operatorHttp().call<R['announcementSend']>('POST', 'api/ops/content/announcements/send', {
        id,
      }),
    ),
  clauses: (type: ContentClauseType, signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<R['clauses']>('GET', 'api/ops/content/clauses', { type }, { signal }),
    ),
  clausePublish: (b: FormObject) =>
    unwrap(operatorHttp().call<R['clausePublish']>('POST', 'api/ops/content/clauses/publish', b)),
  hotWords: (signal?: AbortSignal) =>
    unwrap(operatorHttp().call<R['hotWords']>('GET', 'api/ops/content/hot-words', {}, { signal })),
  hotWordsSave: (list: { word: string; on: boolean }[]) =>
    unwrap(
      operatorHttp().call<R['hotWordsSave']>('POST', 'api/ops/content/hot-words/save', { list }),
    ),
  service: (signal?: AbortSignal) =>
    unwrap(operatorHttp().call<R['service']>('GET', 'api/ops/content/service', {}, { signal })),
  serviceSave: (b: { on: boolean; phone: string }) =>
    unwrap(operatorHttp().call<R['serviceSave']>('POST', 'api/ops/content/service/save', b)),
  groupGift: (signal?: AbortSignal) =>
    unwrap(
      operatorHttp().call<R['groupGift']>('GET', 'api/ops/content/group-gift', {}, { signal }),
    ),
  groupGiftSave: (b: { qr: string; notice: string; coupon_ids: number[] }) =>
    unwrap(operatorHttp().call<R['groupGiftSave']>('POST', 'api/ops/content/group-gift/save', b)),
};

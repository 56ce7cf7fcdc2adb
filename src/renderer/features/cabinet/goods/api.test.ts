import { describe, expect, it, vi } from 'vitest';
import { installHttp } from '../../../core/api/client';
import * as api from './api';
import { HttpError, type Http, type MerchantHttp } from '../../../core/api/http';

function fakeMerchant(pages: unknown[] = []) {
  const ok = (data: unknown) => Promise.resolve({ code: 1, message: '', data });
  const get = vi.fn((..._a: unknown[]) => ok(pages.shift() ?? null));
  const post = vi.fn((..._a: unknown[]) => ok({ id: 9 }));
  const m = {
    request: vi.fn(),
    get,
    post,
    upload: vi.fn((..._a: unknown[]) => ok({ url: '/u/a.png' })),
    // the contract-typed calls (`call<typeof X.y>(method, url, data)`) go to get or post
    call: vi.fn((method: string, ...a: unknown[]) => (method === 'GET' ? get : post)(...a)),
  };
  installHttp({} as Http, m as unknown as MerchantHttp);
  return m;
}

describe('merchant goods API', () => {
  it('sends images as a JSON form field and leaves an empty list out', async () => {
    const m = fakeMerchant();
    await api.cabinetGoodsAdd({
      class_id: 1,
      sku_id: 2,
      name: 'n',
      price: 150,
      images: ['/a', '/b'],
    });
    expect(m.post).toHaveBeenLastCalledWith('api/admin/guizi/goods/add', {
      class_id: 1,
      sku_id: 2,
      name: 'n',
      price: 150,
      images: '["/a","/b"]',
    });
    await api.cabinetGoodsEdit({ id: 3, class_id: 1, name: 'n', price: 150, images: [] });
    expect(m.post).toHaveBeenLastCalledWith('api/admin/guizi/goods/edit', {
      id: 3,
      class_id: 1,
      name: 'n',
      price: 150,
    });
    await api.shopGoodsAdd({ name: 's', category_id: 5, price: 990, images: ['/p'], stock: 4 });
    expect(m.post).toHaveBeenLastCalledWith('api/admin/goods/add', {
      name: 's',
      category_id: 5,
      price: 990,
      images: '["/p"]',
      stock: 4,
    });
  });

  it('loads a cabinet goods with the detail route; 422 "not found" answers null', async () => {
    const m = fakeMerchant([{ id: 7, slots: [] }]);
    await expect(api.cabinetGoodsLoad(7)).resolves.toEqual({ id: 7, slots: [] });
    expect(m.get).toHaveBeenCalledTimes(1);
    expect(m.get).toHaveBeenLastCalledWith('api/admin/guizi/goods/detail', { id: 7 });
    // an id that is not one: nothing is asked
    await expect(api.cabinetGoodsLoad(Number('x'))).resolves.toBeNull();
    await expect(api.cabinetGoodsLoad(0)).resolves.toBeNull();
    expect(m.get).toHaveBeenCalledTimes(1);
    m.get.mockImplementationOnce(() => Promise.reject(new HttpError('商品不存在', 422)));
    await expect(api.cabinetGoodsLoad(8)).resolves.toBeNull();
    m.get.mockImplementationOnce(() => Promise.reject(new HttpError('timeout', 0)));
    await expect(api.cabinetGoodsLoad(8)).rejects.toThrow('timeout');
  });

  it('sends sku_id on edit only when given', async () => {
    const m = fakeMerchant();
    await api.cabinetGoodsEdit({ id: 3, class_id: 1, sku_id: 12, name: 'n', price: 150 });
    expect(m.post).toHaveBeenLastCalledWith('api/admin/guizi/goods/edit', {
      id: 3,
      class_id: 1,
      sku_id: 12,
      name: 'n',
      price: 150,
    });
  });

  it('toggles a shop goods by editing it with all its fields', async () => {
    const detail = {
      id: 4,
      name: 'g',
      category_id: 8,
      shop_class_id: 2,
      price: 100,
      market_price: 0,
      images: ['/x'],
      status: 1,
    };
    const m = fakeMerchant([detail]);
    await api.shopGoodsSetStatus(4, 0);
    expect(m.post).toHaveBeenLastCalledWith('api/admin/goods/edit', {
      id: 4,
      name: 'g',
      category_id: 8,
      shop_class_id: 2,
      price: 100,
      images: '["/x"]',
      status: 0,
    });
  });

  it('uploads through the merchant wrapper', async () => {
    const m = fakeMerchant();
    const progress = vi.fn();
    const file = new Blob(['x']);
    await api.merchantUploadImage(file, 'a.png', progress);
    expect(m.upload).toHaveBeenCalledWith({
      url: 'api/admin/upload/image',
      file,
      fileName: 'a.png',
      onProgress: progress,
      signal: undefined,
    });
  });
});

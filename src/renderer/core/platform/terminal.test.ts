import { describe, expect, it } from 'vitest';
import { shopUrl } from './terminal';

describe('shopUrl', () => {
  it('derives the shop app next to the kiosk from the current location', () => {
    expect(shopUrl({ origin: 'http://10.0.0.5:8080', pathname: '/kiosk/' })).toBe(
      'http://10.0.0.5:8080/h5/#/',
    );
    expect(shopUrl({ origin: 'https://shop.example', pathname: '/app/kiosk/index.html' })).toBe(
      'https://shop.example/app/h5/#/',
    );
    expect(shopUrl({ origin: 'app://kiosk', pathname: '/' })).toBe('app://kiosk/h5/#/');
  });
});

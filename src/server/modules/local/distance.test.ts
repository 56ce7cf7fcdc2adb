import { describe, expect, it } from 'vitest';
import { boundingBox, haversineM, squaredEquirect } from './distance';

const WEST_LAKE = { lat_e6: 30_274_100, lng_e6: 120_155_100 };

describe('haversineM', () => {
  it('is 0 for the same point and symmetric', () => {
    expect(haversineM(WEST_LAKE, WEST_LAKE)).toBe(0);
    const p = { lat_e6: 30_300_000, lng_e6: 120_200_000 };
    expect(haversineM(WEST_LAKE, p)).toBe(haversineM(p, WEST_LAKE));
  });

  it('matches known distances', () => {
    // one micro-degree step of 0.01° latitude ≈ 1111.95 m
    expect(haversineM(WEST_LAKE, { ...WEST_LAKE, lat_e6: WEST_LAKE.lat_e6 + 10_000 })).toBe(1112);
    // Hangzhou West Lake → Shanghai People's Square ≈ 165 km
    const shanghai = { lat_e6: 31_230_400, lng_e6: 121_473_700 };
    const d = haversineM(WEST_LAKE, shanghai);
    expect(d).toBeGreaterThan(163_000);
    expect(d).toBeLessThan(168_000);
  });
});

describe('boundingBox', () => {
  it('holds every point of the circle', () => {
    const r = 5000;
    const box = boundingBox(WEST_LAKE, r);
    for (let a = 0; a < 360; a += 5) {
      const rad = (a * Math.PI) / 180;
      // a point just inside the circle in direction a
      const dLat = ((r - 1) * Math.cos(rad)) / 111_195;
      const dLng = ((r - 1) * Math.sin(rad)) / (111_195 * Math.cos((30.2741 * Math.PI) / 180));
      const p = {
        lat_e6: Math.round(WEST_LAKE.lat_e6 + dLat * 1e6),
        lng_e6: Math.round(WEST_LAKE.lng_e6 + dLng * 1e6),
      };
      expect(haversineM(WEST_LAKE, p)).toBeLessThanOrEqual(r + 2);
      expect(p.lat_e6).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat_e6).toBeLessThanOrEqual(box.maxLat);
      expect(p.lng_e6).toBeGreaterThanOrEqual(box.minLng);
      expect(p.lng_e6).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it('is clamped to valid coordinates', () => {
    const box = boundingBox({ lat_e6: 89_999_000, lng_e6: 179_999_000 }, 50_000);
    expect(box.maxLat).toBe(90_000_000);
    expect(box.maxLng).toBe(180_000_000);
  });
});

describe('squaredEquirect', () => {
  it('orders points as the haversine does at city scale', () => {
    const pts = [
      { lat_e6: 30_280_000, lng_e6: 120_160_000 },
      { lat_e6: 30_274_100, lng_e6: 120_200_000 },
      { lat_e6: 30_330_000, lng_e6: 120_155_100 },
      { lat_e6: 30_260_000, lng_e6: 120_140_000 },
    ];
    const byEq = [...pts].sort(
      (a, b) => squaredEquirect(WEST_LAKE, a) - squaredEquirect(WEST_LAKE, b),
    );
    const byHav = [...pts].sort((a, b) => haversineM(WEST_LAKE, a) - haversineM(WEST_LAKE, b));
    expect(byEq).toEqual(byHav);
  });
});

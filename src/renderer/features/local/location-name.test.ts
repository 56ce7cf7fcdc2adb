// issue 19 part E: the user's own position is stored without a name, so it reads "my location"
// in whichever language the reader uses; a point saved with the translated words reads the same.
import { describe, expect, it } from 'vitest';
import { getCurrentPoint, parsePoint, setCurrentPoint } from './location';
import { memoryStorage } from './test-storage';

describe('my location', () => {
  it('has no stored name, also when saved before as 我的位置 / My location', () => {
    expect(parsePoint({ lat_e6: 1, lng_e6: 2, name: '我的位置' })?.name).toBe('');
    expect(parsePoint({ lat_e6: 1, lng_e6: 2, name: 'My location' })?.name).toBe('');
    expect(parsePoint({ lat_e6: 1, lng_e6: 2, name: '西湖' })?.name).toBe('西湖');
    const s = memoryStorage();
    setCurrentPoint({ lat_e6: 1, lng_e6: 2, name: '我的位置' }, s);
    expect(getCurrentPoint(s)?.name).toBe('');
  });
});

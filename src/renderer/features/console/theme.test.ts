import { describe, expect, it } from 'vitest';
import { BRAND_COLOR } from './theme';

// Node's readFileSync, typed here (the web config has no Node types; vitest hands `?raw` CSS over
// empty), as styles.test.ts does.
const { readFileSync } = (await import(/* @vite-ignore */ `node:${'fs'}`)) as {
  readFileSync(file: URL, encoding: 'utf8'): string;
};

describe('console theme (issue 20)', () => {
  it('uses the shop’s brand colour (core/ui/ui.css --ui-color-primary) as the primary token', () => {
    const css = readFileSync(new URL('../../core/ui/ui.css', import.meta.url), 'utf8');
    const token = /--ui-color-primary:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    expect(token?.toLowerCase()).toBe(BRAND_COLOR);
  });
});

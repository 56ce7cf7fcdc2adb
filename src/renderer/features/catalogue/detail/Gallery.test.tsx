// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/i18n';
import { Gallery } from './Gallery';

vi.mock('../../../core/ui/feedback', () => ({ toast: vi.fn(), alert: vi.fn(), confirm: vi.fn() }));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const IMAGES = ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'];

/** The full-screen viewer's own "n / total" (antd-mobile's ImageViewer.Multi). */
const viewerIndicator = () =>
  document.querySelector('.adm-image-viewer-indicator')?.textContent ?? null;

describe('Gallery', () => {
  it('shows the images in a carousel with "1/4" and no viewer code until a tap', () => {
    const { container } = render(<Gallery images={IMAGES} title="Tea" />);
    expect(screen.getByRole('region', { name: 'Product images' })).toBeTruthy();
    expect(container.querySelector('.detail-gallery__indicator')?.textContent).toBe('1/4');
    expect(screen.getAllByRole('button', { name: /View image \d of 4/ })).toHaveLength(4);
    expect(container.querySelector('.adm-swiper')).toBeNull();
    expect(document.querySelector('.adm-image-viewer-content')).toBeNull();
  });

  // the viewer is a lazy chunk: its first import in a cold worker of a busy machine can take
  // seconds, so the waits are for that event, with room
  it(
    'a tap on an image opens the full-screen viewer at that image; closing it, another',
    {
      timeout: 20_000,
    },
    async () => {
      render(<Gallery images={IMAGES} title="Tea" />);
      fireEvent.click(screen.getByRole('button', { name: 'View image 3 of 4' }));
      await waitFor(() => expect(viewerIndicator()).toBe('3 / 4'), { timeout: 10_000 });
      const slides = document.querySelectorAll('.adm-image-viewer-slides img');
      expect([...slides].map((i) => i.getAttribute('src'))).toEqual(IMAGES);

      // antd-mobile closes its viewer on a tap of the image
      await act(async () => {
        fireEvent.click(document.querySelector('.adm-image-viewer-slides')!);
        await new Promise((r) => setTimeout(r, 50));
      });
      fireEvent.click(screen.getByRole('button', { name: 'View image 2 of 4' }));
      await waitFor(() => expect(viewerIndicator()).toBe('2 / 4'), { timeout: 5_000 });
    },
  );

  it('one image: "1/1"', () => {
    const { container } = render(<Gallery images={['/a.jpg']} title="Tea" />);
    expect(container.querySelector('.detail-gallery__indicator')?.textContent).toBe('1/1');
  });
});

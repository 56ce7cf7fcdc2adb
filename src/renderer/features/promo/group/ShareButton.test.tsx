// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../core/i18n';
import { ShareButton } from './ShareButton';

vi.mock('../../../core/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../core/ui')>()),
  toast: vi.fn(),
  alert: vi.fn(() => Promise.resolve()),
}));
const ui = await import('../../../core/ui');

const URL_ = 'https://shop.example/h5/#/pages/subpack/revelry/revelry?group_id=7';

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function press() {
  render(<ShareButton url={URL_} title="Group" text="Join me" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Invite friends' }));
    await Promise.resolve();
  });
}

describe('ShareButton', () => {
  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    await press();
    expect(share).toHaveBeenCalledWith({ title: 'Group', text: 'Join me', url: URL_ });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a cancelled share sheet copies nothing', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    await press();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without the Web Share API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await press();
    expect(writeText).toHaveBeenCalledWith(`Join me ${URL_}`);
    expect(ui.toast).toHaveBeenCalledWith('Link copied, share it with your friends');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await press();
    expect(ui.alert).toHaveBeenCalledWith(URL_, {
      title: 'Copy this link and share it with your friends',
    });
  });
});

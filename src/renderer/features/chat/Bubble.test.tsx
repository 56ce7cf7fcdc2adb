// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../core/i18n';
import { Bubble } from './Bubble';
import { Composer } from './Composer';
import type { ThreadItem } from './thread-store';

const item = (over: Partial<ThreadItem> = {}): ThreadItem => ({
  key: 'k1',
  id: 5,
  sender: 'user',
  type: 'text',
  content: '你好',
  card: null,
  created_at: 1000,
  status: 'sent',
  mine: true,
  ...over,
});

beforeAll(async () => {
  await setLanguage('zh-CN');
});
afterEach(cleanup);

const wrap = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Bubble', () => {
  it('shows the state of the own message', () => {
    wrap(<Bubble item={item({ status: 'read' })} peerName="客服" />);
    expect(screen.getByText('你好')).toBeTruthy();
    expect(screen.getByText('已读')).toBeTruthy();
    expect(screen.getByTestId('chat-message').getAttribute('data-status')).toBe('read');
  });

  it('offers retry and delete for a failed message', () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    wrap(
      <Bubble
        item={item({ id: null, status: 'failed' })}
        peerName="客服"
        onRetry={onRetry}
        onDiscard={onDiscard}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('发送失败');
    fireEvent.click(screen.getByText('重发'));
    fireEvent.click(screen.getByText('删除'));
    expect(onRetry).toHaveBeenCalledWith('k1');
    expect(onDiscard).toHaveBeenCalledWith('k1');
  });

  it('renders a goods card with its price, linked to the goods', () => {
    wrap(
      <Bubble
        item={item({
          type: 'goods',
          content: '',
          mine: false,
          sender: 'service',
          card: { kind: 'goods', goods_id: 9, title: '丹东蓝莓', image: '/a.png', price: 10290 },
        })}
        peerName="客服"
      />,
    );
    const card = screen.getByTestId('chat-card');
    expect(card.getAttribute('href')).toContain('goods_id=9');
    expect(card.textContent).toContain('丹东蓝莓');
    expect(card.textContent).toContain('102');
    expect(screen.getByAltText('丹东蓝莓')).toBeTruthy();
  });
});

describe('Composer', () => {
  it('sends trimmed text once and clears the box; blank text cannot be sent', () => {
    const onSend = vi.fn();
    wrap(<Composer onSend={onSend} />);
    const box = screen.getByTestId('chat-input');
    const send = screen.getByTestId('chat-send');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  在吗  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('在吗');
    expect((box as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});

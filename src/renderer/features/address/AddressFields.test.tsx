// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../core/i18n';
import { AddressFields, EMPTY_ADDRESS, type AddressTouched } from './AddressFields';
import type { AddressDraft } from './address-form';

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(cleanup);

function Harness({ initial }: { initial: AddressDraft }) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<AddressTouched>({});
  const [isDefault, setIsDefault] = useState(false);
  return (
    <>
      <AddressFields
        draft={draft}
        onDraft={setDraft}
        touched={touched}
        onTouched={setTouched}
        isDefault={isDefault}
        onDefault={setIsDefault}
      />
      <output data-testid="mobile">{draft.mobile}</output>
    </>
  );
}

describe('AddressFields', () => {
  it('keeps the mobile to 11 digits and says a bad one is wrong once the field is left', () => {
    render(<Harness initial={EMPTY_ADDRESS} />);
    const mobile = screen.getByLabelText('手机号码');
    fireEvent.change(mobile, { target: { value: '12a345' } });
    expect(screen.getByTestId('mobile').textContent).toBe('12345');
    expect(document.getElementById('addr-mobile-error')?.textContent).toBe('');
    fireEvent.blur(mobile);
    expect(document.getElementById('addr-mobile-error')?.textContent).toBe(
      '请输入正确的11位手机号',
    );
    fireEvent.change(mobile, { target: { value: '13800138000' } });
    expect(document.getElementById('addr-mobile-error')?.textContent).toBe('');
  });

  it('shows the saved region as text', () => {
    render(
      <Harness
        initial={{ name: 'A', mobile: '', region: ['浙江省', '杭州市', '西湖区'], detail: '' }}
      />,
    );
    expect(document.getElementById('addr-region-value')?.textContent).toContain('杭州市');
  });
});

/**
 * A console screen that throws while rendering shows what happened and a reload, inside the
 * layout (the menu stays usable), instead of a blank window. It starts over when the route
 * changes (`resetKey`).
 */
import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import './strings';

function Crashed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('console.layout.crashed')}
      subTitle={message}
      extra={<Button onClick={() => location.reload()}>{t('console.layout.reload')}</Button>}
      data-testid="screen-crashed"
    />
  );
}

interface Props {
  resetKey: string;
  children: ReactNode;
}

export class ScreenErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? <Crashed message={this.state.error.message} /> : this.props.children;
  }
}

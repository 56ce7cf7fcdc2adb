/** The console's loading state of a screen or a lazy chunk. */
import { Spin } from 'antd';

export function PageSpin() {
  return (
    <div className="console-center">
      <Spin size="large" />
    </div>
  );
}

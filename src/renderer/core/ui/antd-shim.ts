// antd-mobile 5 renders Toast and Dialog imperatively with ReactDOM.render, which React 19
// removed. Its documented compatibility hook (mobile.ant.design/guide/v5-for-19) lets it use a
// React 19 root instead. Import this module before anything shows a Toast or Dialog.

import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type RootContainer = (Element | DocumentFragment) & { _reactRoot?: Root };

unstableSetRender((node, container) => {
  const host = container as RootContainer;
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    // Unmount on a later task: React refuses to unmount a root synchronously while it renders,
    // and antd-mobile calls this from inside its own close handlers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    if (host._reactRoot === root) delete host._reactRoot;
  };
});

// antd-mobile's imperative Toast and Dialog with the React 19 render shim in front of them: the
// lazy half of ./feedback.ts, kept out of the first load (their popup and animation code is
// about 8 KB gzip that no page needs before its first toast).
import './antd-shim';

export { Dialog, Toast } from 'antd-mobile';

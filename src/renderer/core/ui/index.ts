// Shared UI of both apps. antd-mobile's React 19 render shim (./antd-shim) is imported by the
// modules that call antd's imperative APIs (./feedback-antd, and the ImageViewer / ActionSheet
// users), not here: the barrel is in every first load (ui/antd-shim.test.tsx checks the rule).
import './ui.css';

export { ACTIVITY_TAG_CODES, activityTagCode, type ActivityTagCode } from './activity-tag';
export { Carousel, type CarouselProps } from './Carousel';
export { Countdown, type CountdownProps } from './Countdown';
export { cx } from './cx';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export {
  alert,
  closeDialogs,
  confirm,
  toast,
  type AlertOptions,
  type ConfirmOptions,
  type ToastOptions,
} from './feedback';
export { GoodsCard, type GoodsCardProps } from './GoodsCard';
export { GoodsGrid, type GoodsGridProps } from './GoodsGrid';
export { InfiniteFooter, type InfiniteFooterProps } from './InfiniteFooter';
export { ListSkeleton, type ListSkeletonProps } from './ListSkeleton';
export { ListView, type ListViewProps, type PagedList } from './ListView';
export { LoadingButton, type LoadingButtonProps } from './LoadingButton';
export { NoticeTicker, type NoticeTickerProps } from './NoticeTicker';
export { NotFound, type NotFoundProps } from './NotFound';
export { PageFrame, type PageFrameProps } from './PageFrame';
export { PageLoadError, type PageLoadErrorProps } from './PageLoadError';
export { PageLoading, type PageLoadingProps } from './PageLoading';
export {
  keypadDigits,
  PAY_PASSWORD_LENGTH,
  PayPasswordInput,
  type PayPasswordInputProps,
} from './PayPasswordInput';
export { Price, type PriceProps } from './Price';
export { PullRefresh, type PullRefreshProps } from './PullRefresh';
export { getServerOffsetMs, serverNowMs, setServerOffsetMs, syncServerTime } from './server-time';
export { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';
export { splitDuration, type Duration } from './split-duration';
export { TabBarLayout, type TabBarLayoutProps, type TabItem } from './TabBarLayout';
export { UiProvider } from './UiProvider';
// issue 19, brief C (nav): the not-found state of a screen that loads one object by id
export {
  LoadFailure,
  MissingState,
  type LoadFailureProps,
  type MissingStateProps,
} from './MissingState';

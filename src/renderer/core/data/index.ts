/**
 * The kernel's data layer (ARCHITECTURE.md "Layout": core/data): the one way to load, page and
 * mutate, the typed ApiError and the one failure reporter. Screens go through this instead of
 * unwrapping envelopes and catching wrapper errors themselves.
 */
export {
  ApiError,
  callApi,
  fieldOf,
  isCancel,
  kindOf,
  NO_CODE,
  unwrap,
  unwrapMerchant,
  unwrapWithMessage,
  type ApiErrorInit,
  type ApiErrorKind,
  type UnwrapOptions,
  type WithMessage,
} from './api-error';
export {
  alreadyReported,
  configureFailureReporter,
  reportFailure,
  type FailureReporterDeps,
  type ReportOptions,
} from './report';
export {
  LoadModel,
  useLoad,
  type Fetcher,
  type LoadOptions,
  type LoadState,
  type LoadStatus,
} from './load';
export {
  PagedModel,
  usePaged,
  type PageFetcher,
  type PagedOptions,
  type PagedState,
  type PagedStatus,
  type PageQuery,
  type PageResult,
  type RowKey,
} from './paged';
export { MutationModel, useMutation, type MutationOptions, type MutationState } from './mutation';
// issue 19, brief C (nav): the one not-found rule of screens that load one object by id
export { idFromQuery, isGoingToLogin, isNotFound } from './not-found';

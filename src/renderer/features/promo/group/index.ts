// Group buying (docs/api-promotions.md "Group buying"): the parts of the goAssemble, revelry/*
// and my-group screens and the pay result's group link. Importing this registers the
// promotion strings and the styles.
import './group.css';

export { GroupAvatar } from './GroupAvatar';
export { GroupGoodsCard } from './GroupGoodsCard';
export { GroupOrderLink } from './GroupOrderLink';
export { GroupPanel } from './GroupPanel';
export { GroupRow } from './GroupRow';
export { GroupSeats } from './GroupSeats';
export { MyGroupCard } from './MyGroupCard';
export { ShareButton } from './ShareButton';
export {
  GROUP_PAGES,
  groupConfirmPath,
  groupGoodsPath,
  groupListPath,
  groupPath,
  groupView,
  idParam,
  maskName,
  refundState,
  type GroupView,
  type RefundState,
} from './group-state';

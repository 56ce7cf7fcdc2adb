/**
 * Messages of live streaming. In the catalogue (./index.ts) the keys are
 * `live.<key>`: `t(lang, 'live.<key>', params)`.
 */
import type { Messages } from './lang';

export const live = {
  roomNotFound: { zh: '直播间不存在', en: 'No such live room' },
  notYourRoom: { zh: '只能管理自己的直播间', en: 'You can only manage your own live rooms' },
  noRight: {
    zh: '您还没有直播间管理权限，请联系平台开通',
    en: 'You do not have the live-room manager right; please ask the platform',
  },
  notLive: { zh: '直播未开始或已结束', en: 'The room is not live now' },
  notApproved: { zh: '直播间未通过审核，不能开播', en: 'The room is not approved yet' },
  alreadyEnded: { zh: '直播已结束', en: 'This live has ended' },
  alreadyLive: { zh: '直播已开始', en: 'The room is already live' },
  editWhileLive: {
    zh: '直播中或已结束的直播间不能修改',
    en: 'A room that is live or has ended cannot be edited',
  },
  resetWhileLive: {
    zh: '只能在开播前重置推流密钥',
    en: 'The stream key can only be reset before going live',
  },
  scheduledPast: { zh: '开播时间不能早于现在', en: 'cannot be in the past' },
  scheduledFar: { zh: '开播时间不能晚于30天后', en: 'cannot be more than 30 days ahead' },
  coverNotOwn: { zh: '封面须为本人上传的图片', en: 'must be your own uploaded image' },
  bannedWord: {
    zh: '标题或简介包含违规内容“{w}”',
    en: 'The title or intro contains the banned word "{w}"',
  },
  pendingReview: { zh: '等待平台审核', en: 'Waiting for review' },
  goodsNotFound: { zh: '直播商品不存在', en: 'No such live goods' },
  shopGoodsNotFound: { zh: '商品不存在或已下架', en: 'Goods not found or not on sale' },
  goodsDuplicate: { zh: '该商品已在直播商品库中', en: 'This goods is already in your library' },
  libraryFull: { zh: '直播商品库最多{n}件商品', en: 'At most {n} goods in the library' },
  roomGoodsFull: { zh: '每个直播间最多{n}件商品', en: 'At most {n} goods per room' },
  goodsInLiveRoom: {
    zh: '该商品正在直播中，请先在直播间移除或结束直播',
    en: 'This goods is in a live room now; remove it there or end the live first',
  },
  notInRoom: { zh: '该商品不在此直播间', en: 'This goods is not in the room' },
  roomEnded: { zh: '直播已结束，不能再修改商品', en: 'The live has ended; its goods are fixed' },
  commentTooFast: { zh: '发言太快了，请稍后再试', en: 'Too fast, please wait a moment' },
  joinRefused: { zh: '直播间不存在或未通过审核', en: 'No such approved live room' },
  // issue 24: why the ingest refuses every stream (shown on the manage page)
  ingestOff: {
    zh: '本平台未开启直播推流，暂时无法开播',
    en: 'Live streaming is turned off on this server; streams are refused',
  },
  ingestNoFfmpeg: {
    zh: '直播服务缺少 ffmpeg，暂时无法推流，请联系平台',
    en: 'The live server lacks ffmpeg; streams are refused until it is installed',
  },
  ingestNoPort: {
    zh: '直播推流服务未能启动，暂时无法推流，请联系平台',
    en: 'The live ingest could not start; streams are refused for now',
  },
  tooManyRooms: { zh: '同时进入的直播间过多', en: 'Too many rooms joined at once' },
} as const satisfies Messages;

export type LiveMessageKey = keyof typeof live;

// Strings of the review screens (keys `review.…`). Registered into the one `translation` namespace
// when this module is first imported; every module that uses the group imports it
// (core/i18n/keys.test.ts checks that), so the strings load with the feature's screens, not in the
// apps' first load. `en` has exactly zh's keys (its type says so); src/renderer/i18next.d.ts types
// the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  review: {
    centreTitle: '评价中心',
    tabTodo: '待评价',
    tabDone: '已评价',
    write: '去评价',
    writeTitle: '发表评价',
    score: '商品评分',
    stars: '{{n}}星',
    scoreText: {
      s1: '非常差',
      s2: '差',
      s3: '一般',
      s4: '好',
      s5: '非常好',
    },
    placeholder: '分享您的使用感受，帮助更多想买的人',
    contentLabel: '{{title}}的评价内容',
    addPhoto: '晒图',
    submit: '提交评价',
    thanks: '评价成功，感谢您的分享',
    already: '该订单已评价',
    notYet: '该订单暂时不能评价',
    toCentre: '去评价中心',
    noneToReview: '暂无待评价的商品',
    noneReviewed: '暂无已评价的订单',
    contentRequired: '请写下您的评价',
    afterSaleOpen: '售后处理中，暂不能评价',
    // issue 19: the "reviewed" tab lists the user's own reviews
    mine: {
      noText: '未填写评价内容',
      photoN: '查看评价图片{{n}}',
      empty: '暂无已评价的商品',
    },
  },
};

export const en: typeof zh = {
  review: {
    centreTitle: 'Reviews',
    tabTodo: 'To review',
    tabDone: 'Reviewed',
    write: 'Review',
    writeTitle: 'Write a review',
    score: 'Rating',
    stars: '{{n}} star(s)',
    scoreText: {
      s1: 'Very poor',
      s2: 'Poor',
      s3: 'Average',
      s4: 'Good',
      s5: 'Excellent',
    },
    placeholder: 'Share your experience to help other buyers',
    contentLabel: 'Your review of {{title}}',
    addPhoto: 'Add photos',
    submit: 'Submit review',
    thanks: 'Thank you for your review',
    already: 'This order has been reviewed',
    notYet: 'This order cannot be reviewed yet',
    toCentre: 'Go to reviews',
    noneToReview: 'Nothing to review',
    noneReviewed: 'No reviewed orders',
    contentRequired: 'Please write a few words',
    afterSaleOpen: 'An after-sale is in progress; review later',
    mine: {
      noText: 'No text written',
      photoN: 'View review photo {{n}}',
      empty: 'No reviews yet',
    },
  },
};

registerStrings(zh, en);

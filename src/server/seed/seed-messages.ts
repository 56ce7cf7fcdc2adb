/**
 * Message-centre demo data (docs/api-messages.md): shop news articles, the clauses (user
 * agreement, privacy policy, points rules, after-sale rules, the user guide) and, with the demo
 * accounts, a few messages of every category for the demo user (some read, some not).
 * Deterministic: content is fixed, times derive from `now` only. Ids come from the sequences.
 */
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';

const DAY = 86400;
const HOUR = 3600;

const ARTICLES: { title: string; summary: string; body: string; daysAgo: number }[] = [
  {
    title: '双十二年终盛典预告：全场满199减30',
    summary: '12月10日至12日，全场商品满199元立减30元，可与店铺优惠券叠加使用。',
    body: '亲爱的用户：\n\n年终盛典将于12月10日0点开启，持续至12月12日24点。活动期间全场商品满199元立减30元，满399元立减70元，可与店铺优惠券叠加使用。\n\n# 活动亮点\n\n每日10点、14点、20点三场限时秒杀，爆款低至5折；拼团专区两人成团再享9折。\n\n# 温馨提示\n\n活动商品数量有限，先到先得。如遇问题请联系在线客服或拨打客服电话。',
    daysAgo: 0,
  },
  {
    title: '冬季物流时效说明',
    summary: '受降温降雪天气影响，部分北方地区配送时效可能延迟1-2天。',
    body: '近期北方多地出现降温降雪天气，部分线路的快递配送时效可能延迟1-2天，我们已与物流合作方协调增加运力。\n\n您可以在“我的订单”中查看实时物流信息。因天气导致的延迟不影响您申请售后的权益。\n\n感谢您的理解与支持。',
    daysAgo: 2,
  },
  {
    title: '积分规则调整公告',
    summary: '自本月起，签到积分连续7天额外奖励30积分，积分有效期为获得之日起365天。',
    body: '为回馈广大用户，积分规则调整如下：\n\n1. 每日签到可得10积分，连续签到3天额外奖励10积分，连续签到7天额外奖励30积分。\n\n2. 积分有效期为获得之日起365天，到期自动清零，请及时使用。\n\n3. 积分可在积分商城兑换商品，或在下单时抵扣现金（100积分抵1元）。',
    daysAgo: 5,
  },
  {
    title: '智能货柜新增5个社区点位',
    summary: '本周起，阳光花园、翠湖小区等5个社区新增智能货柜，扫码即买即走。',
    body: '本周起，我们在阳光花园、翠湖小区、滨江一号、学府路和科技园5个社区新增了智能货柜点位。\n\n货柜支持扫码购买，商品24小时供应，支付后柜门自动打开。首次在货柜购物的用户可领取5元无门槛券。',
    daysAgo: 9,
  },
  {
    title: '关于防范诈骗的提醒',
    summary: '平台不会以任何理由要求您提供银行卡密码或短信验证码。',
    body: '近期有不法分子冒充平台客服，以“订单异常”“退款理赔”为由诱导用户转账。\n\n请注意：平台客服不会以任何理由索要您的银行卡密码、支付密码或短信验证码，也不会要求您向个人账户转账。\n\n如有疑问，请通过App内的在线客服或官方客服电话核实。',
    daysAgo: 15,
  },
];

const CLAUSES: { type: string; version: string; title: string; body: string }[] = [
  {
    type: 'user_agreement',
    version: '2.1',
    title: '用户服务协议',
    body: '欢迎您使用本商城服务。在注册和使用前，请您仔细阅读本协议全部条款，特别是免除或限制责任的条款。\n\n# 一、协议的范围\n\n本协议是您与本商城运营方之间关于您使用本商城各项服务所订立的协议。您在注册过程中点击同意，即表示您已充分阅读、理解并接受本协议的全部内容。\n\n# 二、账号注册与使用\n\n1. 您应使用本人手机号注册账号，并对账号下的一切行为负责。\n\n2. 您应妥善保管账号、登录密码和支付密码，不得转让、出借或出售账号。如发现账号被盗用，请立即联系客服。\n\n# 三、商品与交易\n\n1. 商品价格、库存以下单时页面显示为准。因系统故障等原因导致价格明显错误的，我们有权取消订单并退还款项。\n\n2. 您下单并完成支付后，订单成立。未在规定时间内支付的订单将自动关闭。\n\n# 四、售后服务\n\n商品签收后7天内，符合条件的可申请无理由退货；商品质量问题可在签收后15天内申请换货或退款。具体以《售后服务规则》为准。\n\n# 五、积分与优惠券\n\n积分、优惠券仅限本人在本商城使用，不可兑换现金，不可转让。以不正当方式获取的积分和优惠券，我们有权收回。\n\n# 六、协议的变更\n\n我们可能根据法律法规或业务调整修改本协议，修改后的协议将在App内公布。您继续使用服务即视为接受修改后的协议。',
  },
  {
    type: 'privacy_policy',
    version: '3.0',
    title: '隐私政策',
    body: '我们深知个人信息对您的重要性，将按照法律法规的要求保护您的个人信息。\n\n# 一、我们收集的信息\n\n1. 注册登录：手机号、登录密码（加密存储）。\n\n2. 下单购物：收货人姓名、收货地址、联系电话，以及订单和支付记录。\n\n3. 实名认证与提现：姓名、身份证号、银行卡号，均加密存储，页面仅显示部分号码。\n\n4. 设备信息：为向您推送订单和活动消息，我们会记录设备推送标识。\n\n# 二、我们如何使用信息\n\n用于提供商品交易、物流配送、售后服务、账户安全保障和消息通知；未经您同意，不会用于其他目的。\n\n# 三、信息共享\n\n我们仅在完成交易所必需的范围内，向物流、支付服务商提供必要信息，不会向第三方出售您的个人信息。\n\n# 四、您的权利\n\n您可以在“设置”中查看、更正个人资料，管理消息通知，或申请注销账号。注销后我们将删除或匿名化处理您的个人信息。\n\n# 五、联系我们\n\n如对本政策有任何疑问，可通过在线客服或客服电话与我们联系。',
  },
  {
    type: 'integral_rule',
    version: '1.2',
    title: '积分规则',
    body: '1. 每日签到可得10积分，连续签到3天额外奖励10积分，连续签到7天额外奖励30积分。\n\n2. 参与“购物送积分”活动的商品，确认收货后发放积分。\n\n3. 积分有效期为获得之日起365天，到期自动清零。\n\n4. 100积分可抵扣1元，积分商城商品按页面所示积分兑换。\n\n5. 订单全额退款时，已使用的积分将退回账户。',
  },
  {
    type: 'after_sale_rule',
    version: '1.0',
    title: '售后服务规则',
    body: '1. 签收后7天内，商品完好、不影响二次销售的，支持无理由退货，退货运费由买家承担。\n\n2. 签收后15天内，商品存在质量问题的，可申请换货或退款，运费由商家承担。\n\n3. 生鲜、定制类等特殊商品不支持无理由退货，以商品页面说明为准。\n\n4. 退款将按原支付方式原路退回，一般1-3个工作日到账。',
  },
  {
    type: 'guide',
    version: '1.0',
    title: '新手指南',
    body: '# 注册与登录\n\n使用手机号获取验证码即可注册，注册后可设置登录密码，之后可用密码或验证码登录。\n\n# 如何购物\n\n在首页或分类中找到商品，选择规格后加入购物车或立即购买；确认收货地址和优惠券后提交订单并完成支付。\n\n# 优惠活动\n\n首页的限时秒杀、拼团、积分兑换等专区每天更新；在领券中心领取优惠券，下单时自动为您选择最优惠的券。\n\n# 订单与物流\n\n在“我的 - 我的订单”查看订单状态与物流；商家发货后您会在消息中心收到通知。\n\n# 售后服务\n\n在订单详情中申请退款或退货，商家处理结果会通过消息通知您。\n\n# 联系客服\n\n在“我的 - 联系客服”中可在线咨询，或拨打客服电话。',
  },
];

/** The demo user's messages: [category, title, body, link, hours ago, read]. */
const MESSAGES: [string, string, string, string | null, number, boolean][] = [
  [
    'system',
    '欢迎来到优选商城',
    '感谢注册！新人专享专区已为您准备好超值好物，首单还可领取无门槛优惠券。',
    'pages/activityList/newbie/newperson',
    72,
    true,
  ],
  [
    'system',
    '隐私政策更新提醒',
    '我们更新了《隐私政策》（3.0版），主要调整了设备推送信息的说明，请您查阅。',
    'pages/subpack/agreement/agreement?type=privacy_policy',
    30,
    false,
  ],
  [
    'order',
    '您的订单已发货',
    '您购买的商品已由顺丰速运发出，运单号 SF1402938475，请留意查收。',
    'pages/subpack/order/order',
    20,
    false,
  ],
  [
    'order',
    '订单已签收',
    '您的订单已签收，感谢您的购买！评价晒单可获得积分奖励。',
    'pages/subpack/order/order?status=3',
    48,
    true,
  ],
  [
    'promo',
    '限时秒杀即将开始',
    '您关注的20点场限时秒杀将在30分钟后开始，爆款低至5折，记得准时来抢！',
    'pages/activityList/flashSale/index',
    5,
    false,
  ],
  [
    'account',
    '积分到账通知',
    '签到奖励10积分已到账，当前可用积分可在“我的积分”中查看。',
    'pages/subpack1/user/my-integral',
    3,
    false,
  ],
];

export async function seedMessages(
  db: Kysely<DB>,
  opts: { now: number; demoUserId: number | null },
): Promise<void> {
  const { now } = opts;
  const articles: Insertable<DB['articles']>[] = ARTICLES.map((a, i) => ({
    title: a.title,
    cover: `/media/gen/news/${i + 1}.svg`,
    summary: a.summary,
    body: a.body,
    status: 1,
    published_at: now - a.daysAgo * DAY - (i + 1) * HOUR,
    created_at: now - a.daysAgo * DAY - (i + 1) * HOUR,
  }));
  await db.insertInto('articles').values(articles).execute();
  await db
    .insertInto('notice_clauses')
    .values(
      CLAUSES.map((c) => ({
        ...c,
        published_at: now - 30 * DAY,
        created_at: now - 30 * DAY,
      })),
    )
    .execute();
  if (opts.demoUserId === null) return;
  const userId = opts.demoUserId;
  await db
    .insertInto('user_messages')
    .values(
      [...MESSAGES]
        .sort((a, b) => b[4] - a[4])
        .map(([category, title, body, link, hoursAgo, read]) => ({
          user_id: userId,
          category,
          title,
          body,
          link,
          created_at: now - hoursAgo * HOUR,
          read_at: read ? now - hoursAgo * HOUR + HOUR : null,
        })),
    )
    .execute();
}

/** The sandbox social provider's consent page (plain HTML, no script: CSP-safe). */
import { SANDBOX_AUTHORIZE_PATH } from '../../providers/social';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function authorizeHtml(p: {
  state: string;
  redirect: string;
  valid: boolean;
  known?: boolean;
}): string {
  const btn =
    'display:block;width:100%;padding:14px;border:0;border-radius:24px;font-size:16px;margin-top:12px;box-sizing:border-box;';
  const body = p.valid
    ? `<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">
<input type="hidden" name="state" value="${esc(p.state)}">
<input type="hidden" name="redirect" value="${esc(p.redirect)}">
<label style="display:block;font-size:14px;color:#666;margin-bottom:6px" for="nickname">微信昵称 Nickname</label>
<input id="nickname" name="nickname" maxlength="20" value="微信用户" style="width:100%;padding:12px;font-size:16px;border:1px solid #ddd;border-radius:8px;box-sizing:border-box">
${
  p.known
    ? `<label style="display:flex;align-items:center;gap:8px;font-size:14px;color:#666;margin-top:12px"><input type="checkbox" name="new_account" value="1">使用另一个微信账号 / Use another WeChat account</label>`
    : ''
}
<button type="submit" style="${btn}background:#07c160;color:#fff">同意授权 / Authorize</button>
</form>
<a href="/h5/#/pages/login/login" style="${btn}background:#fff;color:#666;text-align:center;text-decoration:none">拒绝 / Deny</a>`
    : '<div style="text-align:center;color:#999;padding:12px">授权已失效，请返回重新发起 / This authorisation has expired</div>';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权（沙箱）</title></head>
<body style="margin:0;font-family:-apple-system,'PingFang SC',sans-serif;background:#f5f5f5;color:#333">
<div style="background:#07c160;color:#fff;padding:16px;font-size:18px">微信授权（沙箱） WeChat sandbox</div>
<div style="background:#fff;margin:12px;padding:20px;border-radius:8px">
<div style="font-size:15px;margin-bottom:16px">该网页申请获取你的昵称、头像 / This site asks for your nickname and avatar</div>
${body}
</div></body></html>`;
}

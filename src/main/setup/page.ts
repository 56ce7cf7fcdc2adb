/**
 * The first-run setup screen of a terminal, served from `app://setup` by the protocol handler
 * (so it gets the same CSP: no inline script, the script is its own file). It asks for the
 * server URL, the cabinet id, the kiosk display and the admin exit PIN, and calls
 * `window.terminal.saveConfig` (validated again in the main process). Bilingual zh / en labels.
 */

const HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>终端设置 Terminal setup</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/setup.css">
<script src="/setup.js" defer></script>
</head>
<body>
<main>
<h1>终端设置 <span lang="en">Terminal setup</span></h1>
<p id="version"></p>
<form id="form" novalidate>
  <label for="serverUrl">服务器地址 <span lang="en">Server URL</span></label>
  <input id="serverUrl" name="serverUrl" type="url" required placeholder="https://shop.example.com" autocomplete="off">
  <label for="cabinetId">柜子编号 <span lang="en">Cabinet id</span></label>
  <input id="cabinetId" name="cabinetId" type="number" min="1" step="1" required inputmode="numeric">
  <label for="display">柜商屏幕 <span lang="en">Kiosk display</span></label>
  <select id="display" name="display"><option value="auto">自动 Auto (touch / second display)</option></select>
  <div id="currentRow" hidden>
    <label for="currentPin">当前管理密码 <span lang="en">Current admin PIN</span></label>
    <input id="currentPin" name="currentPin" type="password" inputmode="numeric" autocomplete="off">
  </div>
  <label for="pin">管理退出密码（4–12 位数字）<span lang="en">Admin exit PIN (4–12 digits)</span></label>
  <input id="pin" name="pin" type="password" inputmode="numeric" required autocomplete="off">
  <label for="pin2">再次输入 <span lang="en">Repeat PIN</span></label>
  <input id="pin2" name="pin2" type="password" inputmode="numeric" required autocomplete="off">
  <p id="message" role="alert"></p>
  <button id="save" type="submit">保存并启动 <span lang="en">Save and start</span></button>
</form>
</main>
</body>
</html>
`;

const CSS = `body{margin:0;font:20px/1.5 system-ui,sans-serif;background:#f5f5f5;color:#111}
main{max-width:640px;margin:0 auto;padding:32px 24px}
h1{font-size:28px;margin:0 0 8px}
label{display:block;margin:20px 0 6px;font-weight:600}
input,select{box-sizing:border-box;width:100%;min-height:64px;font-size:22px;padding:8px 12px;border:2px solid #555;border-radius:8px;background:#fff}
button{margin-top:28px;width:100%;min-height:72px;font-size:24px;border:0;border-radius:8px;background:#d4380d;color:#fff}
button:disabled{background:#999}
#message{min-height:1.5em;color:#a8071a;font-weight:600}
#version{color:#444;margin:0}
`;

const JS = `'use strict';
(function () {
  var t = window.terminal;
  var $ = function (id) { return document.getElementById(id); };
  var msg = $('message');
  var FIELD = {
    serverUrl: '服务器地址无效 Invalid server URL (http:// or https://)',
    cabinetId: '柜子编号无效 Invalid cabinet id',
    display: '屏幕无效 Invalid display',
    pin: '密码须为 4–12 位数字 The PIN must be 4–12 digits',
    currentPin: '当前密码错误 Wrong current PIN',
    file: '无法保存配置文件 Could not write the configuration file'
  };
  if (!t) { msg.textContent = 'No terminal bridge'; $('save').disabled = true; return; }
  t.setupInfo().then(function (info) {
    $('version').textContent = 'v' + info.version;
    info.displays.forEach(function (d) {
      var o = document.createElement('option');
      o.value = String(d.id);
      o.textContent = d.label + (d.primary ? ' · primary' : '') + (d.touch ? ' · touch' : '');
      $('display').appendChild(o);
    });
    if (info.current) {
      $('serverUrl').value = info.current.serverUrl;
      $('cabinetId').value = String(info.current.cabinetId);
      $('display').value = String(info.current.display);
      $('currentRow').hidden = false;
    }
  });
  $('form').addEventListener('submit', function (e) {
    e.preventDefault();
    msg.textContent = '';
    var pin = $('pin').value;
    if (pin !== $('pin2').value) { msg.textContent = '两次密码不一致 The PINs differ'; return; }
    var display = $('display').value;
    var input = {
      serverUrl: $('serverUrl').value.trim(),
      cabinetId: Number($('cabinetId').value),
      display: display === 'auto' ? 'auto' : Number(display),
      pin: pin
    };
    if (!$('currentRow').hidden) input.currentPin = $('currentPin').value;
    $('save').disabled = true;
    t.saveConfig(input).then(function (r) {
      if (r.ok) { msg.textContent = '已保存 Saved'; return; }
      msg.textContent = FIELD[r.field] || r.field;
      $('save').disabled = false;
    }, function () {
      msg.textContent = FIELD.file;
      $('save').disabled = false;
    });
  });
})();
`;

export const SETUP_FILES: Record<string, { type: string; body: string }> = {
  '/index.html': { type: 'text/html; charset=utf-8', body: HTML },
  '/setup.css': { type: 'text/css; charset=utf-8', body: CSS },
  '/setup.js': { type: 'text/javascript; charset=utf-8', body: JS },
};

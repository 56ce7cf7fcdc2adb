/**
 * The narrow bridge each window gets (STYLE.md section 8): read-only runtime configuration from
 * the environment the main process was started with. Never exposes ipcRenderer.
 */
import { contextBridge } from 'electron';

const env = process.env;
contextBridge.exposeInMainWorld('host', {
  config: {
    apiBase: env.SHOP_SERVER_URL ?? 'http://localhost:8080',
    merchantBase: env.SHOP_SERVER_URL ?? 'http://localhost:8080',
    adminBase: env.SHOP_SERVER_URL ?? 'http://localhost:8080',
    socketBase: env.SHOP_SERVER_URL ?? 'http://localhost:8080',
  },
});

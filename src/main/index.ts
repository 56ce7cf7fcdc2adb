/** Electron main: a full-screen kiosk window (guishang) and a second window with the h5 shop. */
import path from 'node:path';
import { app, BrowserWindow, Menu } from 'electron';
import { lockNavigation, rendererFile, windowOptions, type AppName } from './windows';

const preload = path.join(__dirname, '../preload/index.cjs');

function open(name: AppName): BrowserWindow {
  const win = new BrowserWindow(windowOptions(name, preload));
  const file = rendererFile(path.join(__dirname, '..'), name);
  lockNavigation(win, `file://${path.dirname(file)}`);
  win.once('ready-to-show', () => win.show());
  void win.loadFile(file);
  return win;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  Menu.setApplicationMenu(null);
  void app.whenReady().then(() => {
    open('kiosk');
    open('shop');
  });
  app.on('window-all-closed', () => app.quit());
}

/**
 * Electron main (issue 7): the terminal's kiosk window (guishang) and shop window (h5), locked
 * down and self-healing. All logic lives in ./terminal.ts and the plain functions it wires; this
 * file only hands it the real electron objects.
 */
import path from 'node:path';
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  powerSaveBlocker,
  protocol,
  screen,
  session,
} from 'electron';
import { startTerminal } from './terminal';

startTerminal(
  { app, BrowserWindow, Menu, protocol, screen, session, ipcMain, powerSaveBlocker },
  {
    preload: path.join(import.meta.dirname, '../preload/index.cjs'),
    rendererRoot: path.join(import.meta.dirname, '../renderer'),
    env: process.env,
    argv: process.argv,
    resourcesPath: process.resourcesPath,
  },
);

// systemd stops the service with SIGTERM: leave at once (the kiosk window refuses to close).
process.on('SIGTERM', () => app.exit(0));

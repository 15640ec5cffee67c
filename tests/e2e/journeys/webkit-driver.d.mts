import type { remote } from 'webdriverio';

export interface WebKitDriver {
  port: number;
  stop(): Promise<void>;
}
export const MINIBROWSER: string | undefined;
export function webkitAvailable(): boolean;
export function startWebKitDriver(): Promise<WebKitDriver>;
export function webkitSession(driver: WebKitDriver, width: number, height: number): ReturnType<typeof remote>;

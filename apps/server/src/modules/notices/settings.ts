/**
 * The process's notification settings (NOTICES, NOTICE_HOURLY_CAP), set once by the app at start. Off, events record
 * no notices (a benchmark's baseline, or an emergency stop); the cap bounds each reader's messages per channel and hour.
 */
const settings = { enabled: true, hourlyCap: 10 };

export function configureNotices(next: { enabled: boolean; hourlyCap: number }): void {
  settings.enabled = next.enabled;
  settings.hourlyCap = next.hourlyCap;
}

export const noticesEnabled = () => settings.enabled;
export const noticeHourlyCap = () => settings.hourlyCap;

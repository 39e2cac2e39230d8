/** The value of the "region's default" choice (the api takes null for it). */
export const REGION_DEFAULT = '';

/** Every IANA time zone this browser knows, for the company's choice (UTC first). */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** "America/Toronto (now UTC−05:00)": the zone with its offset at `now`, so a person can check it. */
export function timeZoneLabel(zone: string, now: Date = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const zero = !offset || offset === 'GMT' || offset === 'GMT+00:00';
  const utc = zero ? 'UTC' : offset.replace('GMT', 'UTC').replace('-', '−');
  return `${zone} (now ${utc})`;
}

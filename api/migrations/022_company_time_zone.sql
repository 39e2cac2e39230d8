-- Each company has a time zone (DESIGN.md, issue 14 item 5): null keeps its region's default
-- (api/src/shared/time.ts, defaultTimeZone); a company may choose another IANA zone.
alter table companies add column time_zone text;

export { PublishingActions, ScheduledBadge, type PublishingItem } from './publishing-actions';
export { TimeZoneCard } from './time-zone-card';
export { isScheduled } from './zoned-time';

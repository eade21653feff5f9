export { HistoryButton, useHistoryControl, type HistoryControl } from './history-button';

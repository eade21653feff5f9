export { BulkBar, bulkDelete, plural, reportBulk, type BulkAction, type BulkConfig, type Selection } from './bulk';
export { pageProps, ResourceList, type Column, type ResourceListProps } from './resource-list';
export { ListFilter, ListSearch, ListToggle } from './toolbar';
export { useListParams, type ListParams, type ListSort } from './use-list-params';
export { FormDialog, FormFooter, LeaveGuard, useDirtyGuard, type FormGuard } from './form-dialog';
export { ToggleAction } from './toggle-action';
export { useReorder } from './use-reorder';
export { QueryBoundary } from './query-boundary';
export { RowActions } from './row-actions';

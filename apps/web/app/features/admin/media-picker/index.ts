export { rangeText, TYPE_TABS, TypeTabs } from './media-filters';
export { MediaPickerDialog, type MediaPickerProps } from './media-picker-dialog';
export { MediaGrid } from './media-grid';
export { NumberedPagination, pageItems } from './numbered-pagination';
export { RejectedFiles } from './rejected-files';
export { UploadButton } from './upload-button';
export { useMediaUpload } from './use-media-upload';
export { mediaApi, mediaKey, thumbnailUrl, isImage, useMediaItem, useMediaList, screenFiles, uploadFiles, UPLOAD_FALLBACK_MESSAGE, type MediaType } from './media-api';

// Exports of this folder, by name: the upload fields (issue 17).
export { checkUploadFile } from './check-upload-file';
export { ImageUploadField } from './image-upload-field';
export { UPLOAD_FIELD_TEXTS } from './texts';
export type { ImageUploadFieldProps } from './image-upload-field';

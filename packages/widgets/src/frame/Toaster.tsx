// The toast area, a chunk of its own (FrameToaster loads it with the first toast).
export { Toaster as default } from '@hireloop/ui';

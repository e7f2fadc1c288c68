// The lazily loaded toast area (see Root).
export { Toaster as default } from '@hireloop/ui';

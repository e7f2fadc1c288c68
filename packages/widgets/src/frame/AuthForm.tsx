// The sign-in window's form (react-hook-form and the sdk's schemas), a chunk of its own: someone
// already signed in on Hireloop never needs it.
export { EmbedAuthForm as default } from '@hireloop/ui';

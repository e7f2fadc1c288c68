// Exports of this folder, by name: the embedded widgets' parts and their sign-in window (issue 15).
export { EmbedAccountBar } from './embed-account-bar';
export { EmbedAuthForm } from './embed-auth-form';
export { EmbedConsent } from './embed-consent';
export { EmbedResult } from './embed-result';
export { EmbedSignIn } from './embed-sign-in';
export { EMBED_TEXTS } from './embed-texts';
export type { EmbedAccountBarProps } from './embed-account-bar';
export type { EmbedAuthFormProps, EmbedAuthMode } from './embed-auth-form';
export type { EmbedConsentProps } from './embed-consent';
export type { EmbedResultProps } from './embed-result';
export type { EmbedSignInProps, EmbedSignInState } from './embed-sign-in';

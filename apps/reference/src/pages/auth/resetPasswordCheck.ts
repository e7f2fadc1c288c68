// What /reset-password checks on submit, a chunk of its own loaded after the page's first paint
// (see ResetPasswordPage). Named re-exports rather than `import('@hireloop/sdk/schemas')`: a
// dynamic import of the whole barrel would pull every schema into the build's shared chunks.
export { PASSWORDS_DIFFER_MESSAGE, resetPasswordFormSchema } from '@hireloop/sdk/schemas';

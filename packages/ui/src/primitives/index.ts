// Exports of this folder, by name (the owner adds them).
export { Button, buttonVariants } from './button';
export type { ButtonProps } from './button';

export { InvalidPlansError, isInvalidPlansError } from './InvalidPlansError';
export { MissingProviderError, isMissingProviderError } from './MissingProviderError';
export { NoPlanForPeriodError, isNoPlanForPeriodError } from './NoPlanForPeriodError';

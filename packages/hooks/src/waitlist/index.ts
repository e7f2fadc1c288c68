export { useCountdown } from './useCountdown';
export { useWaitlist } from './useWaitlist';
export type { CountdownValue } from './useCountdown';
export type { WaitlistTask, WaitlistValue } from './useWaitlist';

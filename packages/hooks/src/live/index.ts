export { applyLiveEvent } from './applyLiveEvent';
export {
  LIVE_RECONNECT_INITIAL_DELAY,
  LIVE_RECONNECT_MAX_DELAY,
  liveReconnectDelay,
} from './reconnectDelay';
export { useLiveUpdates } from './useLiveUpdates';

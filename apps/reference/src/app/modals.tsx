// The lazily loaded chunk of LazyModals.
export {
  ConnectedEmployerSubscriptionModal as SubscriptionModal,
  ConnectedJobRequestModal as JobRequestModal,
  ConnectedWaitlistModal as WaitlistModal,
} from '@hireloop/ui';
